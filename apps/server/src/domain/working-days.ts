/**
 * Working days on civil dates (`yyyy-MM-dd`): Monday to Friday, less the public holidays given. The deletion grace
 * period (spec §9: 30 working days) is counted with it.
 */

/**
 * Indonesian national public holidays and collective leave days (cuti bersama) as announced by the government's
 * joint decree; `PUBLIC_HOLIDAYS` replaces the list when a year's dates change or are added.
 */
export const INDONESIAN_PUBLIC_HOLIDAYS: readonly string[] = [
  // 2026
  '2026-01-01',
  '2026-01-16',
  '2026-02-17',
  '2026-03-19',
  '2026-03-20',
  '2026-03-21',
  '2026-03-23',
  '2026-03-24',
  '2026-04-03',
  '2026-04-05',
  '2026-05-01',
  '2026-05-14',
  '2026-05-27',
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

/** The holiday list of the configuration, or the built-in one. */
export function publicHolidays(configured: string | undefined): ReadonlySet<string> {
  if (configured === undefined) return new Set(INDONESIAN_PUBLIC_HOLIDAYS);
  return new Set(
    configured
      .split(',')
      .map((value) => value.trim())
      .filter((value) => value !== ''),
  );
}
