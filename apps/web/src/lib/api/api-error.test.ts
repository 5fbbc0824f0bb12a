import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../i18n/i18n';
import { ApiError, apiErrorFromResponse, describeFailure, SessionEndedError } from './api-error';

function respond(status: number, statusText: string, body: string | object, type = 'application/json') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': type },
  });
}

async function failureOf(response: Response): Promise<{ message: string; error: ApiError }> {
  const error = await apiErrorFromResponse(response);
  return { message: describeFailure(error), error };
}

afterEach(async () => {
  await i18next.changeLanguage('en');
});

describe('describeFailure: every error body gives a sentence a merchant can read, never a bare status line', () => {
  it('our shape: the message, with the field errors kept for the form', async () => {
    const { message, error } = await failureOf(
      respond(400, 'Bad Request', {
        code: 'VALIDATION_ERROR',
        message: '*Discount name can not be empty',
        errors: [{ field: 'body.name', message: '*Discount name can not be empty' }],
      }),
    );
    expect(message).toBe('*Discount name can not be empty');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fieldErrors).toEqual([{ field: 'body.name', message: '*Discount name can not be empty' }]);
  });

  it('errors as a list of strings', async () => {
    const { message, error } = await failureOf(
      respond(400, 'Bad Request', { errors: ['Outlet is closed.', 'Amount is too high.'] }),
    );
    expect(message).toBe('Outlet is closed. Amount is too high.');
    expect(error.code).toBe('HTTP_400');
  });

  it('a bare message', async () => {
    const { message } = await failureOf(
      respond(422, 'Unprocessable Entity', { message: 'Coupon has expired' }),
    );
    expect(message).toBe('Coupon has expired');
  });

  it('errors keyed by field', async () => {
    const { message, error } = await failureOf(
      respond(400, 'Bad Request', { errors: { name: ['is taken'] } }),
    );
    expect(message).toBe('is taken');
    expect(error.fieldErrors).toEqual([{ field: 'name', message: 'is taken' }]);
  });

  it('a framework default that only repeats the status line', async () => {
    const { message } = await failureOf(
      respond(400, 'Bad Request', { statusCode: 400, error: 'Bad Request', message: 'Bad Request' }),
    );
    expect(message).not.toMatch(/bad request/i);
    expect(message).toBe('The request was not accepted. Check what you entered and try again.');
  });

  it('a body that is not JSON (a proxy page), by status', async () => {
    expect(
      (await failureOf(respond(400, 'Bad Request', '<html>Bad Request</html>', 'text/html'))).message,
    ).toBe('The request was not accepted. Check what you entered and try again.');
    expect((await failureOf(respond(403, 'Forbidden', ''))).message).toBe(
      'You do not have permission to do this.',
    );
    expect((await failureOf(respond(502, 'Bad Gateway', '<html>502</html>', 'text/html'))).message).toBe(
      'Something went wrong. Please try again later',
    );
  });

  it('a server failure never shows its internals', async () => {
    const { message } = await failureOf(
      respond(500, 'Internal Server Error', { message: 'relation "x" does not exist' }),
    );
    expect(message).toBe('Something went wrong. Please try again later');
  });

  it('a network failure, an ended session and anything else thrown', () => {
    expect(describeFailure(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    expect(describeFailure(new SessionEndedError('gone'))).toBe(
      'Your session has ended. Please sign in again.',
    );
    expect(describeFailure(new TypeError('x is undefined'))).toBe(
      'Something went wrong. Please try again later',
    );
  });

  it('speaks the UI language when the server gave no words', async () => {
    await i18next.changeLanguage('id');
    expect((await failureOf(respond(400, 'Bad Request', 'nope', 'text/plain'))).message).toBe(
      'Permintaan tidak diterima. Periksa isian Anda lalu coba lagi.',
    );
    expect(describeFailure(new ApiError(0, 'NETWORK_ERROR', ''))).toBe(
      'Server tidak dapat dihubungi. Periksa koneksi Anda lalu coba lagi.',
    );
  });
});
