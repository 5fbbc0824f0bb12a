/**
 * Working days on civil dates (`yyyy-MM-dd`): Monday to Friday, less the public holidays given. The deletion grace
 * period (30 working days) is counted with it.
 */

/**
 * Indonesian national public holidays and collective leave days (cuti bersama), weekends included so the list reads
 * like the decree. 2026: the joint ministerial decree (SKB 3 Menteri) of September 2025, 17 holidays and 8 leave
 * days. 2027: provisional, the national holidays as the calendars put them (Islamic dates may move a day when
 * the moon is sighted) and no leave days, until that year's decree is out; `PUBLIC_HOLIDAYS` then replaces the
 * year (decision 0089).
 */
export const INDONESIAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01',
  '2026-01-16',
  '2026-02-16',
  '2026-02-17',
  '2026-03-18',
  '2026-03-19',
  '2026-03-20',
  '2026-03-21',
  '2026-03-22',
  '2026-03-23',
  '2026-03-24',
  '2026-04-03',
  '2026-04-05',
  '2026-05-01',
  '2026-05-14',
  '2026-05-15',
  '2026-05-27',
  '2026-05-28',
  '2026-05-31',
  '2026-06-01',
  '2026-06-16',
  '2026-08-17',
  '2026-08-25',
  '2026-12-24',
  '2026-12-25',
  // 2027
  '2027-01-01',
  '2027-01-05',
  '2027-02-06',
  '2027-03-09',
  '2027-03-10',
  '2027-03-11',
  '2027-03-26',
  '2027-03-28',
  '2027-05-01',
  '2027-05-06',
  '2027-05-17',
  '2027-05-20',
  '2027-06-01',
  '2027-06-06',
  '2027-08-15',
  '2027-08-17',
  '2027-12-25',
];

function toUtcDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = toUtcDay(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/**
 * The `count`-th working day after `date` (the day itself never counts, working or not): a request made on a
 * Friday with count 1 is due on Monday.
 */
export function addWorkingDays(date: string, count: number, holidays: ReadonlySet<string>): string {
  const day = toUtcDay(date);
  let left = count;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (isWorkingDay(formatDay(day), holidays)) left -= 1;
  }
  return formatDay(day);
}

const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The built-in list with `PUBLIC_HOLIDAYS` over it year by year: a year the setting names takes exactly the
 * setting's dates (a decree's corrections, or a year the code does not know); other years keep the built-in ones.
 */
export function publicHolidays(configured: string | undefined): ReadonlySet<string> {
  const given = (configured ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const replaced = new Set(given.map(yearOf));
  return new Set([...INDONESIAN_PUBLIC_HOLIDAYS.filter((date) => !replaced.has(yearOf(date))), ...given]);
}

/**
 * The years from `from` to `to` (civil dates) of which the list holds no date. Their working days are counted as
 * Monday to Friday only, which can only make the grace period shorter, never longer than the spec's 30 working
 * days; the server warns the operator at start (decision 0089).
 */
export function yearsWithoutHolidays(holidays: ReadonlySet<string>, from: string, to: string): number[] {
  const known = new Set([...holidays].map(yearOf));
  const missing: number[] = [];
  for (let year = yearOf(from); year <= yearOf(to); year += 1) if (!known.has(year)) missing.push(year);
  return missing;
}
