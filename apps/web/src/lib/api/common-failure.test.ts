import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { ApiError } from './api-error';
import { describeCommonFailure } from './common-failure';

const network = 'We could not reach the server. Check your connection and try again.';
const generic = 'Something went wrong. Please try again later';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

describe('describeCommonFailure', () => {
  it('says the server could not be reached when no answer came, or none the API sent', () => {
    expect(describeCommonFailure(new ApiError(0, 'NETWORK_ERROR', 'Failed to fetch'))).toBe(network);
    expect(describeCommonFailure(new TypeError('Load failed'))).toBe(network);
    expect(describeCommonFailure(undefined)).toBe(network);
  });

  it('says something went wrong for a server failure, never the body a 5xx carried', () => {
    expect(describeCommonFailure(new ApiError(500, 'INTERNAL', 'relation "x" does not exist'))).toBe(generic);
    expect(describeCommonFailure(new ApiError(503, 'HTTP_503', 'Service Unavailable'))).toBe(generic);
  });

  it("leaves the screen's own answers to the screen", () => {
    expect(describeCommonFailure(new ApiError(400, 'VALIDATION_ERROR', 'Invalid'))).toBeUndefined();
    expect(describeCommonFailure(new ApiError(404, '0005-0001', 'gone'))).toBeUndefined();
    expect(describeCommonFailure(new ApiError(403, 'FORBIDDEN', 'no'))).toBeUndefined();
  });

  it('speaks the UI language', async () => {
    await act(() => i18next.changeLanguage('id'));
    expect(describeCommonFailure(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(
      'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    );
    expect(describeCommonFailure(new ApiError(502, 'HTTP_502', ''))).toBe(
      'Terjadi kesalahan. Silakan coba lagi nanti',
    );
  });
});
