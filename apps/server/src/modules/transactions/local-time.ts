/**
 * Wall-clock times of an outlet's zone turned into instants. The screens send `yyyy-MM-dd'T'HH:mm:ss` meaning "as
 * the clock on that outlet's wall showed it", so one range is a different pair of instants in each zone.
 */

const SECOND = 1000;
const DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant`, read as if it were UTC (milliseconds dropped). */
function wallClockAsUtc(timeZone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

function parseLocal(local: string): number {
  const [date, time] = local.split('T') as [string, string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/**
 * The instant the clocks of `timeZone` show `local`. Two passes settle a zone whose offset changes near the time;
 * Indonesian zones have no daylight saving, so for them the first pass is already exact.
 */
export function localTimeToInstant(local: string, timeZone: string): Date {
  const asUtc = parseLocal(local);
  const second = Math.floor(asUtc / SECOND) * SECOND;
  const firstOffset = wallClockAsUtc(timeZone, second) - second;
  let instant = asUtc - firstOffset;
  const settledOffset = wallClockAsUtc(timeZone, instant) - instant;
  if (settledOffset !== firstOffset) instant = asUtc - settledOffset;
  return new Date(instant);
}

/** `yyyy-MM-dd` of `instant` on the clocks of `timeZone`. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(timeZone, instant.getTime())).toISOString().slice(0, 10);
}

/** The date part of a local time. */
export function datePart(local: string): string {
  return local.slice(0, 10);
}

/** The calendar day after `date` (`yyyy-MM-dd`). */
export function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

/** The calendar day before `date` (`yyyy-MM-dd`). */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
}

/** One second after `local`: ranges end inclusively on the screen and exclusively in queries. */
export function localTimeAfter(local: string): string {
  return new Date(parseLocal(local) + SECOND).toISOString().slice(0, 19);
}
