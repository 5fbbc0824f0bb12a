/**
 * The refund quantity input's rules (docs/spec-notes.md, decided reading 5). The field holds text while it is typed in:
 * non-digit keystrokes are dropped, zero is ignored (the previous value stays), a value above the maximum becomes
 * the maximum, and an emptied field is allowed until it loses focus, when it becomes the maximum.
 */
export function typedQuantity(raw: string, previous: string, max: number): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const value = Number.parseInt(digits, 10);
  if (!Number.isFinite(value)) return String(max);
  if (value === 0) return previous;
  return String(Math.min(value, max));
}

/** The value the field settles on when it loses focus. */
export function settledQuantity(text: string, max: number): string {
  return text === '' ? String(max) : text;
}

/** The quantity the text stands for (an empty field counts as the maximum, as it will on blur). */
export function quantityOf(text: string, max: number): number {
  return text === '' ? max : Number.parseInt(text, 10);
}

/** Minus stops at 1. */
export const decreased = (value: number) => Math.max(1, value - 1);
/** Plus stops at the maximum. */
export const increased = (value: number, max: number) => Math.min(max, value + 1);
