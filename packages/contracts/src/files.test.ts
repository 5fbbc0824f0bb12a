import { describe, expect, it } from 'vitest';
import { fileMessages, MAX_UPLOAD_BYTES, uploadFileRequestSchema } from './files.js';

const errorsOf = (input: unknown) =>
  uploadFileRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the upload request', () => {
  it('takes base64 content, a plain name and public by default', () => {
    const parsed = uploadFileRequestSchema.parse({ data: 'iVBORw0KGgo=', filename: '  menu.png  ' });
    expect(parsed).toEqual({ data: 'iVBORw0KGgo=', filename: 'menu.png', private_access: false });
  });

  it('refuses content that is not base64, and a text longer than the largest file before decoding it', () => {
    expect(errorsOf({ data: 'not base64!', filename: 'a.png' })).toContain(fileMessages.notBase64);
    expect(errorsOf({ data: 'abc', filename: 'a.png' })).toEqual([fileMessages.notBase64]);
    const tooLong = 'A'.repeat(Math.ceil(MAX_UPLOAD_BYTES / 3) * 4 + 4);
    expect(errorsOf({ data: tooLong, filename: 'a.png' })).toContain(fileMessages.maxSize8);
  });

  it('refuses names that could be a path or hold control characters', () => {
    for (const filename of [
      '../x.png',
      'a\\b.png',
      'tab\there.png',
      'del\u007f.png',
      '',
      ' ',
      'x'.repeat(256),
    ]) {
      expect(errorsOf({ data: 'iVBORw0KGgo=', filename }).length, JSON.stringify(filename)).toBeGreaterThan(
        0,
      );
    }
    expect(errorsOf({ data: 'iVBORw0KGgo=', filename: 'Foto KTP (depan) — 2026.jpg' })).toEqual([]);
  });
});
