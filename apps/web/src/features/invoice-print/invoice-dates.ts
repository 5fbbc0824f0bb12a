import { type DatePattern, formatPattern } from '../../lib/format/format-date';

/** Transaction screens show dates as `dd MMM yyyy` (docs/spec-notes.md, decided reading 11); the invoice adds the time of day. */
export const INVOICE_DATE_TIME_PATTERN = 'dd MMM yyyy, HH:mm' satisfies DatePattern;

const fields = ['year', 'month', 'day', 'hour', 'minute', 'second'] as const;

/**
 * An instant as the outlet's wall clock shows it, in `pattern`: a bill is dated where it was paid, whatever the
 * viewer's own zone. '' for a missing or unreadable value, so a bad field never breaks the page.
 */
export function formatInOutletZone(
  value: string | null | undefined,
  timeZone: string,
  language: string,
  pattern: DatePattern = INVOICE_DATE_TIME_PATTERN,
): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(instant);
  } catch {
    // An unknown zone name: the viewer's own clock is better than nothing.
    return formatPattern(instant, pattern, language);
  }
  const [year, month, day, hour, minute, second] = fields.map((type) =>
    Number(parts.find((part) => part.type === type)?.value ?? 0),
  ) as [number, number, number, number, number, number];
  const wallClock = new Date(year, month - 1, day, hour, minute, second);
  return formatPattern(wallClock, pattern, language);
}

/** A calendar date already on the outlet's calendar (`yyyy-MM-dd`, a due date) as `dd MMM yyyy`; '' when unreadable. */
export function formatDueDate(value: string | null | undefined, language: string): string {
  const [year, month, day] = (value ?? '').split('-').map(Number);
  if (!year || !month || !day) return '';
  return formatPattern(new Date(year, month - 1, day), 'dd MMM yyyy', language);
}
