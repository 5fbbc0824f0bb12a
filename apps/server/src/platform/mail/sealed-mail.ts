import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/**
 * A queued mail waits in the job table until it is delivered, and it may carry a sign-in code. The code itself is
 * stored only as a keyed hash, so the queued mail must not undo that: its content is sealed with AES-256-GCM under
 * a key derived from the server's secret, and a database dump alone reveals neither the code nor the text.
 */
const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  // The business the mail is about, when there is one (kept with outbox rows).
  businessId: z.number().int().optional(),
});

export type SealableMail = z.infer<typeof mailSchema>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

function mailKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'backoffice', 'queued-mail', 32));
}

export function sealMail(secret: string, mail: SealableMail): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', mailKey(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(mailSchema.parse(mail)), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Undefined when the seal does not open: another secret (rotated since), or altered content. */
export function openMail(secret: string, sealed: string): SealableMail | undefined {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', mailKey(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed = mailSchema.safeParse(JSON.parse(text.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
