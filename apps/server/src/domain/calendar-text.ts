import { zonedTimeToUtc } from './local-time.js';

/**
 * Wall-clock times as the screens send them, `yyyy-MM-dd'T'HH:mm:ss` meaning "as the clock on that outlet's wall
 * showed it", and calendar dates `yyyy-MM-dd`. The contracts have checked the shape (and the calendar) before any
 * of these run, so they parse without asking again.
 */
const DAY = 86_400_000;

function wallClockAsUtc(local: string): number {
  const [date, time = '00:00:00'] = local.split('T') as [string, string?];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** The instant the clocks of `timeZone` show `local`: one range is a different pair of instants in each zone. */
export function localTimeToInstant(local: string, timeZone: string): Date {
  const wall = new Date(wallClockAsUtc(local));
  return zonedTimeToUtc(
    timeZone,
    wall.getUTCFullYear(),
    wall.getUTCMonth() + 1,
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
  );
}

/** The date part of a local time. */
export function datePart(local: string): string {
  return local.slice(0, 10);
}

/** The calendar day after `date`. */
export function nextDate(date: string): string {
  return new Date(wallClockAsUtc(date) + DAY).toISOString().slice(0, 10);
}

/** The calendar day before `date`. */
export function previousDate(date: string): string {
  return new Date(wallClockAsUtc(date) - DAY).toISOString().slice(0, 10);
}

/** One second after `local`: ranges end inclusively on the screen and exclusively in queries. */
export function localTimeAfter(local: string): string {
  return new Date(wallClockAsUtc(local) + 1000).toISOString().slice(0, 19);
}
