import type { ItemImportLanguage } from '@backoffice/contracts/item-import';

export type NumberReading =
  { ok: true; value: number } | { ok: false; problem: 'notNumber' | 'notWhole' | 'negative' | 'tooBig' };

/** Grouped thousands and an optional fraction, per language: `15.000,50` in Indonesian, `15,000.50` in English. */
const PATTERNS: Record<
  ItemImportLanguage,
  { grouped: RegExp; plain: RegExp; group: string; decimal: string }
> = {
  id: { grouped: /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/, plain: /^\d+(,\d{1,2})?$/, group: '.', decimal: ',' },
  en: { grouped: /^\d{1,3}(,\d{3})+(\.\d{1,2})?$/, plain: /^\d+(\.\d{1,2})?$/, group: ',', decimal: '.' },
};

/**
 * A whole, non-negative number from a cell (decision 0180). A number cell of an XLSX is read as it is; text is read
 * in the number format of the file's language — the language its header is in: `15.000` is fifteen thousand in an
 * Indonesian file and refused in an English one, where a fraction has at most two digits (cents) — so that a number
 * written in the other language's format is refused rather than read a thousand times smaller. A leading `Rp` and
 * spaces are allowed; a fraction must be zero.
 */
export function readWholeNumber(
  cell: string | number,
  language: ItemImportLanguage,
  max: number,
): NumberReading {
  let value: number;
  if (typeof cell === 'number') {
    value = cell;
  } else {
    let text = cell.replace(/\s+/g, '').replace(/^rp\.?/i, '');
    const negative = text.startsWith('-');
    if (negative) text = text.slice(1);
    const format = PATTERNS[language];
    if (!format.grouped.test(text) && !format.plain.test(text)) return { ok: false, problem: 'notNumber' };
    const [whole, fraction = ''] = text.split(format.decimal) as [string, string?];
    value = Number(whole.split(format.group).join(''));
    if (/[1-9]/.test(fraction)) return { ok: false, problem: 'notWhole' };
    if (negative && value !== 0) return { ok: false, problem: 'negative' };
  }
  if (!Number.isFinite(value)) return { ok: false, problem: 'notNumber' };
  if (value < 0) return { ok: false, problem: 'negative' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'notWhole' };
  if (value > max) return { ok: false, problem: 'tooBig' };
  return { ok: true, value };
}
