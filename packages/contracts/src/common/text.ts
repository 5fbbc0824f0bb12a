import { z } from 'zod';

/**
 * Every string a client sends goes through `text()`. PostgreSQL text cannot hold the NUL character, so a NUL
 * that reached a query would fail there as a server error (and, on sign-in, before the rate limiter counted the
 * attempt); refusing it here makes it a 400 in the error shape before any handler runs.
 */
export const NUL_MESSAGE = 'Must not contain the NUL character.';

export const text = (message?: string) =>
  z
    .string(message === undefined ? undefined : { message })
    .refine((value) => !value.includes('\0'), NUL_MESSAGE);

/** An e-mail address as typed: surrounding spaces ignored, at most 254 characters (RFC 5321). */
export const emailSchema = text()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid e-mail address.' }));
