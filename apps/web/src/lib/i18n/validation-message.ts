import type { TFunction } from 'i18next';

/**
 * The contracts' zod schemas carry the spec's English messages. The form shows them in the UI language by
 * looking the English text up here; a message without a translation is shown as the server wrote it.
 */
const knownMessages = {
  'This field is required!': 'validation.required',
  'Please enter a valid e-mail address.': 'validation.email',
  'The code has 6 digits.': 'validation.codeDigits',
  'It must be a number!': 'validation.number',
  'It must be in phone number format!': 'validation.phone',
} as const;

export function translateValidationMessage(message: string, t: TFunction<'common'>): string {
  const key = knownMessages[message as keyof typeof knownMessages];
  return key ? t(key) : message;
}
