import { REPORT_PERIODS, type ReportPeriod } from '@backoffice/contracts/sales-reports';
import {
  DATE_RANGE_PRESETS,
  type DateRange,
  type DateRangePreset,
  matchingPreset,
  presetRange,
} from '../../components/ui/date-range-presets';
import { formatPattern, parseLocalDateTime } from '../../lib/format/format-date';

/**
 * What a report shows, kept in the address so that Back, a refresh and a shared link show the same report
 * (docs/decisions/0235): `?range=thisMonth` or `?from=yyyy-MM-dd&to=yyyy-MM-dd`, `outlets=1,2` (absent: all),
 * `compare=1`, `period=week|month` (absent: day), `sort=<column>&dir=asc|desc` (absent: the report's own order),
 * `view=table` (the hourly reports' table; absent: their heat map).
 * A preset is kept by name, so "This month" opened tomorrow is still this month.
 */
export interface ReportFilters {
  range: DateRange;
  /** The preset the range came from, if any. */
  preset: DateRangePreset | undefined;
  /** undefined: every outlet the user reaches. */
  outletIds: number[] | undefined;
  compare: boolean;
  period: ReportPeriod;
  sort: ReportSort | undefined;
  /** The hourly reports' table instead of their heat map. */
  view?: 'table' | undefined;
}

export interface ReportSort {
  column: string;
  direction: 'asc' | 'desc';
}

export const DEFAULT_PRESET: DateRangePreset = 'thisMonth';

/** The server answers up to 731 days; a longer range in the address is cut to the last 731 of it. */
const MAX_DAYS = 731;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,15}$/;

function readDay(text: string | null): Date | undefined {
  if (!text || !DAY.test(text)) return undefined;
  return parseLocalDateTime(`${text}T00:00:00`) ?? undefined;
}

const wholeDays = (startDate: Date, endDate: Date): DateRange => ({
  startDate,
  endDate,
  startHour: 0,
  endHour: 24,
});

/** The filters an address names; anything missing or malformed is the default. `today` is on the outlets' clock. */
export function readFilters(search: string, today: Date): ReportFilters {
  const params = new URLSearchParams(search);
  const named = params.get('range');
  const from = readDay(params.get('from'));
  const to = readDay(params.get('to'));
  let preset: DateRangePreset | undefined;
  let range: DateRange;
  if (named && (DATE_RANGE_PRESETS as readonly string[]).includes(named)) {
    preset = named as DateRangePreset;
    range = presetRange(preset, today);
  } else if (from && to) {
    const [start, end] = from <= to ? [from, to] : [to, from];
    // Local midnights: a day is 24 hours but for a daylight-saving change, which rounding absorbs.
    const days = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
    range = wholeDays(
      days > MAX_DAYS ? new Date(end.getFullYear(), end.getMonth(), end.getDate() - MAX_DAYS + 1) : start,
      end,
    );
  } else {
    preset = DEFAULT_PRESET;
    range = presetRange(preset, today);
  }
  const outlets = (params.get('outlets') ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .map(Number);
  const period = (params.get('period') ?? '').toUpperCase();
  const column = params.get('sort');
  const direction = params.get('dir') === 'asc' ? 'asc' : 'desc';
  return {
    range,
    preset,
    outletIds: outlets.length > 0 ? [...new Set(outlets)] : undefined,
    compare: params.get('compare') === '1',
    period: (REPORT_PERIODS as readonly string[]).includes(period) ? (period as ReportPeriod) : 'DAY',
    // An hour's column is `h00`…`h23`.
    sort: column && /^[a-zA-Z][a-zA-Z0-9]*$/.test(column) ? { column, direction } : undefined,
    ...(params.get('view') === 'table' ? { view: 'table' as const } : {}),
  };
}

/** The address of the filters; defaults are left out, so the plain report address is the default report. */
export function filtersSearch(filters: ReportFilters): string {
  const params = new URLSearchParams();
  if (filters.preset) {
    if (filters.preset !== DEFAULT_PRESET) params.set('range', filters.preset);
  } else {
    params.set('from', formatPattern(filters.range.startDate, 'yyyy-MM-dd'));
    params.set('to', formatPattern(filters.range.endDate, 'yyyy-MM-dd'));
  }
  if (filters.outletIds?.length) params.set('outlets', filters.outletIds.join(','));
  if (filters.compare) params.set('compare', '1');
  if (filters.period !== 'DAY') params.set('period', filters.period.toLowerCase());
  if (filters.sort) {
    params.set('sort', filters.sort.column);
    params.set('dir', filters.sort.direction);
  }
  if (filters.view) params.set('view', filters.view);
  // The outlets' commas stay readable in the address.
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** A range chosen on the picker: whole days, kept by its preset's name when it is one. */
export function withRange(filters: ReportFilters, range: DateRange, today: Date): ReportFilters {
  const days = wholeDays(range.startDate, range.endDate);
  return { ...filters, range: days, preset: matchingPreset(days, today) };
}
