import { addDays, startOfDay, startOfYear, subYears } from 'date-fns';
import type { DateRange } from '../../components/ui/date-range-presets';
import { formatPattern, parseLocalDateTime } from '../../lib/format/format-date';
import { readStored, writeStored } from '../../lib/storage/expiring-storage';
import { wallClockDate } from '../../lib/time/zoned-time';
import { sanitizeItem, type LinkedItem } from './linked-item';

export type { LinkedItem } from './linked-item';

export const TRANSACTION_TABS = ['success', 'cancelled', 'void'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

/** The virtual outlet "All Outlet". */
export const ALL_OUTLET_ID = -1;
/** The search boxes wait this long after the last keystroke. */
export const KEYWORD_DEBOUNCE_MS = 500;

const LOCAL_TIME = "yyyy-MM-dd'T'HH:mm:ss" as const;

/**
 * "Persisted transaction filter": one filter for the three tabs, with each tab's own keyword
 * (docs/spec-notes.md, decided reading 4). Dates are wall-clock times (`yyyy-MM-dd'T'HH:mm:ss`), the end inclusive to the second.
 */
export interface TransactionFilter {
  selectedOutletId: number;
  startDate: string;
  endDate: string;
  /** Success tab: the receipt number. */
  receipt: string;
  /** Void tab. */
  itemName: string;
  /** Cancelled tab: the receipt number shown as Order ID. */
  orderId: string;
  allDay: boolean;
  /** Success tab: only the orders holding this item; null = every order. */
  item: LinkedItem | null;
}

export type KeywordField = 'receipt' | 'orderId' | 'itemName';
export const KEYWORD_FIELD: Record<TransactionTab, KeywordField> = {
  success: 'receipt',
  cancelled: 'orderId',
  void: 'itemName',
};

const parseLocal = (text: unknown): Date | null =>
  typeof text === 'string' && text.includes('T') ? parseLocalDateTime(text) : null;

/** Today, all day. */
export function defaultFilter(now: Date = new Date()): TransactionFilter {
  return {
    selectedOutletId: ALL_OUTLET_ID,
    startDate: formatPattern(startOfDay(now), LOCAL_TIME),
    endDate: formatPattern(addDays(startOfDay(now), 1).getTime() - 1000, LOCAL_TIME),
    receipt: '',
    itemName: '',
    orderId: '',
    allDay: true,
    item: null,
  };
}

/**
 * What was stored, made safe: the product's validation rules "an invalid start or end falls back to the start and end of today", a
 * missing keyword is empty and all-day defaults to true. Anything stored by an older version is read this way.
 */
export function sanitizeFilter(stored: unknown, now: Date = new Date()): TransactionFilter {
  const fallback = defaultFilter(now);
  if (typeof stored !== 'object' || stored === null) return fallback;
  const value = stored as Partial<Record<keyof TransactionFilter, unknown>>;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const start = parseLocal(value.startDate);
  const end = parseLocal(value.endDate);
  const outlet = value.selectedOutletId;
  return {
    selectedOutletId: typeof outlet === 'number' && Number.isInteger(outlet) ? outlet : ALL_OUTLET_ID,
    startDate: start ? formatPattern(start, LOCAL_TIME) : fallback.startDate,
    endDate: end ? formatPattern(end, LOCAL_TIME) : fallback.endDate,
    receipt: text(value.receipt),
    itemName: text(value.itemName),
    orderId: text(value.orderId),
    allDay: typeof value.allDay === 'boolean' ? value.allDay : true,
    item: sanitizeItem(value.item),
  };
}

/**
 * "Per user session": the app's stored entries are cleared when a session ends (sign-out, a refused refresh), so
 * the next account on this device starts afresh.
 */
const STORAGE_KEY = 'transactions.filter';

/**
 * The filter lasts 24 hours (the storage's default lifetime). A fresh filter is today on `timeZone`'s
 * calendar (the outlets', so a browser in another zone still opens on the outlets' today).
 */
export function readFilter(now: Date = new Date(), timeZone?: string): TransactionFilter {
  const today = timeZone ? wallClockDate(now, timeZone) : now;
  return sanitizeFilter(readStored(STORAGE_KEY, now.getTime()), today);
}

export function writeFilter(filter: TransactionFilter, now: Date = new Date()): void {
  writeStored(STORAGE_KEY, filter, undefined, now.getTime());
}

/** The picker's calendar days and hours (00–24) from the filter's times. */
export function rangeOf(filter: TransactionFilter): DateRange {
  const start = parseLocal(filter.startDate) ?? new Date();
  const end = parseLocal(filter.endDate) ?? new Date();
  return {
    startDate: startOfDay(start),
    endDate: startOfDay(end),
    startHour: start.getHours(),
    // The end is inclusive to the second: 23:59:59 is the end of hour 24.
    endHour: end.getHours() + 1,
  };
}

export function withRange(filter: TransactionFilter, range: DateRange): TransactionFilter {
  const start = new Date(range.startDate);
  start.setHours(range.startHour, 0, 0, 0);
  const end = new Date(range.endDate);
  end.setHours(range.endHour, 0, 0, 0);
  return {
    ...filter,
    startDate: formatPattern(start, LOCAL_TIME),
    endDate: formatPattern(end.getTime() - 1000, LOCAL_TIME),
    allDay: range.startHour === 0 && range.endHour === 24,
  };
}

/**
 * Data older than the start of last year is not kept here; when the whole range lies before 1 January of
 * last year the screen shows the notice instead of asking for it.
 */
export function isBeforeKeptData(filter: TransactionFilter, now: Date = new Date()): boolean {
  const keptFrom = startOfYear(subYears(now, 1));
  const start = parseLocal(filter.startDate);
  const end = parseLocal(filter.endDate);
  return start !== null && end !== null && start < keptFrom && end < keptFrom;
}

export function keywordOf(filter: TransactionFilter, tab: TransactionTab): string {
  return filter[KEYWORD_FIELD[tab]].trim();
}

/**
 * The filter a link from another screen asks for (`readListLink` of transaction-paths.ts): those whole days of
 * that outlet (All Outlet when it names none), with no search and, when it names one, that item; the kept filter
 * gives way to it.
 */
export function filterForLink(link: {
  from: string;
  to: string;
  outletId: number | undefined;
  item: LinkedItem | null;
}): TransactionFilter {
  const start = parseLocalDateTime(`${link.from}T00:00:00`) ?? new Date();
  const end = parseLocalDateTime(`${link.to}T00:00:00`) ?? start;
  const base = defaultFilter(start);
  return {
    ...base,
    endDate: defaultFilter(end).endDate,
    selectedOutletId: link.outletId ?? ALL_OUTLET_ID,
    item: link.item,
  };
}
