/**
 * Times in the panel are the outlet's wall clock (an order at a Makassar outlet shows Makassar time wherever the
 * merchant sits), as `dd MMM yyyy HH:mm` (docs/spec-notes.md, decided reading 11).
 */
export function formatOutletTime(iso: string, timeZone: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      timeZone,
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  } catch {
    // An unknown zone name: the browser's own clock rather than nothing.
    parts = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(date);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace('.', '')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

/** Long names are cut to 20 characters (gratuity, tax, discount) and 15 (modifiers). */
export function truncateName(name: string, length: 20 | 15): string {
  return name.length > length ? `${name.slice(0, length)}…` : name;
}
