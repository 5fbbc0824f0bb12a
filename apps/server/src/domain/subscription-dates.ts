/**
 * Calendar arithmetic of subscription periods on civil dates (`yyyy-MM-dd`, the business's own calendar). A
 * subscription ends on a date, not an instant, so the arithmetic never meets a time zone or a daylight shift.
 */

function parts(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 1, d ?? 1];
}

function format(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Days in month `m` (1–12) of year `y`, leap Februaries included. */
export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * `date` plus `months` calendar months. A day the target month lacks is clamped to its last day, so 31 January
 * plus one month is 28 February (29 in a leap year) and 29 February 2028 plus twelve months is 28 February 2029.
 */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const ty = Math.floor(index / 12);
  const tm = (index % 12) + 1;
  return format(ty, tm, Math.min(d, daysInMonth(ty, tm)));
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return format(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000);
}

export function laterDate(a: string, b: string): string {
  return a >= b ? a : b;
}
