/**
 * The periods a report groups local dates into (decision 0230): the date itself, the Monday of its ISO week, or the
 * first of its month. Dates are `yyyy-MM-dd` on the outlets' own calendar; nothing here reads a clock.
 */
export type PeriodKind = 'DAY' | 'WEEK' | 'MONTH';

const DAY = 86_400_000;

function utcOf(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function periodOf(date: string, kind: PeriodKind): string {
  if (kind === 'DAY') return date;
  if (kind === 'MONTH') return `${date.slice(0, 7)}-01`;
  const instant = utcOf(date);
  const sinceMonday = (new Date(instant).getUTCDay() + 6) % 7;
  return new Date(instant - sinceMonday * DAY).toISOString().slice(0, 10);
}

/** Every period that holds a date of `first`..`last` (inclusive), in order. */
export function periodsBetween(first: string, last: string, kind: PeriodKind): string[] {
  const periods: string[] = [];
  for (let instant = utcOf(first); instant <= utcOf(last); instant += DAY) {
    const period = periodOf(new Date(instant).toISOString().slice(0, 10), kind);
    if (periods[periods.length - 1] !== period) periods.push(period);
  }
  return periods;
}

/** How many calendar days `first`..`last` covers, both included. */
export function daysBetween(first: string, last: string): number {
  return Math.round((utcOf(last) - utcOf(first)) / DAY) + 1;
}
