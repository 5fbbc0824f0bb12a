import { describe, expect, it } from 'vitest';
import { openMail, sealMail } from './sealed-mail.js';

const secret = 'a-server-secret-that-is-long-enough-to-use';
const mail = { to: 'owner@example.test', subject: 'Your sign-in code', text: 'Your sign-in code is 123456.' };

describe('sealed queued mail', () => {
  it('opens with the secret it was sealed with, and shows nothing of the mail while sealed', () => {
    const sealed = sealMail(secret, mail);
    expect(sealed).not.toContain('owner');
    expect(Buffer.from(sealed, 'base64').toString('latin1')).not.toContain('123456');
    expect(openMail(secret, sealed)).toEqual(mail);
  });

  it('seals the same mail differently each time', () => {
    expect(sealMail(secret, mail)).not.toBe(sealMail(secret, mail));
  });

  it('does not open with another secret, altered content or garbage', () => {
    const sealed = sealMail(secret, mail);
    expect(openMail('another-secret-that-is-also-long-enough', sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(openMail(secret, bytes.toString('base64'))).toBeUndefined();
    expect(openMail(secret, 'bm90IGEgc2VhbA==')).toBeUndefined();
    expect(openMail(secret, '')).toBeUndefined();
  });
});
