/**
 * An outlet's wall clock, from the browser: rows are dated in their outlet's zone (the product's screen description "Rows grouped under a
 * day heading"), whatever zone the browser is in. Intl does the zone arithmetic; nothing here reads the clock.
 */

const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let found = partFormats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, found);
  }
  return found;
}

interface WallClock {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

function wallClockOf(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of partsFormat(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '1970',
    month: parts.month ?? '01',
    day: parts.day ?? '01',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
    second: parts.second ?? '00',
  };
}

function safeZone(timeZone: string): string {
  try {
    partsFormat(timeZone);
    return timeZone;
  } catch {
    // An unknown zone name must not break the table; the rows are then dated in UTC.
    return 'UTC';
  }
}

/** `yyyy-MM-dd` of an instant on the zone's calendar. */
export function localDateIn(instant: string | Date, timeZone: string): string {
  const clock = wallClockOf(new Date(instant), safeZone(timeZone));
  return `${clock.year}-${clock.month}-${clock.day}`;
}

/**
 * The zone's wall clock at an instant as a browser-local Date (its local fields are the zone's), for arithmetic with
 * the date pickers' ranges, which are local Dates read on the outlets' clocks.
 */
export function wallClockDate(instant: Date, timeZone: string): Date {
  const clock = wallClockOf(instant, safeZone(timeZone));
  return new Date(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
}

/** `HH:mm` of an instant on the zone's clock. */
export function localTimeIn(instant: string | Date, timeZone: string): string {
  const clock = wallClockOf(new Date(instant), safeZone(timeZone));
  return `${clock.hour}:${clock.minute}`;
}

/** Indonesia's three zones by their usual names, in both languages (the IANA names a profile's outlets carry). */
const INDONESIAN_ZONES: Readonly<Record<string, string>> = {
  'Asia/Jakarta': 'WIB',
  'Asia/Pontianak': 'WIB',
  'Asia/Makassar': 'WITA',
  'Asia/Ujung_Pandang': 'WITA',
  'Asia/Jayapura': 'WIT',
};

/**
 * The zone's short name, written after a time where one list shows the clocks of several zones
 * (docs/spec-notes.md, "Transactions screen (list)"): WIB, WITA or WIT, else the offset (`GMT+8`).
 */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  const known = INDONESIAN_ZONES[timeZone];
  if (known) return known;
  const zone = safeZone(timeZone);
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    timeZoneName: 'shortOffset',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/** `HH:mm`, followed by the zone's name when the list it is in mixes zones. */
export function localTimeLabel(instant: string | Date, timeZone: string, withZone: boolean): string {
  const time = localTimeIn(instant, timeZone);
  return withZone ? `${time} ${zoneLabel(timeZone, new Date(instant))}` : time;
}

/** The zone's offset from UTC in minutes at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const clock = wallClockOf(new Date(instant), timeZone);
  const asUtc = Date.UTC(
    Number(clock.year),
    Number(clock.month) - 1,
    Number(clock.day),
    Number(clock.hour),
    Number(clock.minute),
    Number(clock.second),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * `yyyy-MM-dd'T'HH:mm:ss` read on the zone's clock, as `yyyy-MM-dd'T'HH:mm:ssxxx` (the cancelled and void calls'
 * format). The offset is the one in force at that wall-clock time.
 */
export function withZoneOffset(localTime: string, timeZone: string): string {
  const zone = safeZone(timeZone);
  const [datePart = '', timePart = ''] = localTime.split('T');
  const [year, month, day] = datePart.split('-').map(Number);
  const [hour, minute, second] = timePart.split(':').map(Number);
  const asUtc = Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0);
  // Two steps settle on the offset of the instant itself, also beside a zone's change of offset.
  let offset = offsetMinutes(asUtc, zone);
  offset = offsetMinutes(asUtc - offset * 60_000, zone);
  const sign = offset < 0 ? '-' : '+';
  const magnitude = Math.abs(offset);
  return `${localTime}${sign}${pad(Math.floor(magnitude / 60))}:${pad(magnitude % 60)}`;
}
