import { createHash, timingSafeEqual } from 'node:crypto';

/** Midtrans' notification signature: SHA-512 of order id, status code, gross amount and the server key, in hex. */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  key: string,
): string {
  return createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
}

/** Compared in constant time, so the time taken says nothing about how much of a forged signature was right. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given.toLowerCase(), 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The gateway writes Rupiah as "608864.00"; anything that is not exactly our integer total does not match. */
export function grossAmountMatches(grossAmount: string, total: number): boolean {
  return /^\d+(\.0{1,2})?$/.test(grossAmount) && Number.parseInt(grossAmount, 10) === total;
}
