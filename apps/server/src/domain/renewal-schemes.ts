import { addDays, addMonths } from './subscription-dates.js';

/**
 * Renewal discount windows before a yearly business's expiry ("Discount popup"; decision 0073). The
 * first window opens six months before the expiry and lasts 28 days; each following one lasts 14 days while its
 * index is below 5, then 7 days; the last is cut at the expiry. Window i takes the stored percentage i, or the
 * last stored one when there are fewer, so renewing early is never worth less than renewing late would be
 * if the stored list decreases.
 */

export const SCHEME_LEAD_MONTHS = 6;
export const SCHEME_FIRST_DAYS = 28;
export const SCHEME_EARLY_STEP_DAYS = 14;
export const SCHEME_LATE_STEP_DAYS = 7;
export const SCHEME_EARLY_STEPS = 5;

export interface SchemeWindow {
  index: number;
  startDate: string;
  /** Inclusive last day. */
  endDate: string;
  percentage: number;
}

export function schemeWindows(expiry: string, percentages: readonly number[]): SchemeWindow[] {
  if (percentages.length === 0) return [];
  const windows: SchemeWindow[] = [];
  let start = addMonths(expiry, -SCHEME_LEAD_MONTHS);
  for (let index = 0; start < expiry; index += 1) {
    const length =
      index === 0
        ? SCHEME_FIRST_DAYS
        : index < SCHEME_EARLY_STEPS
          ? SCHEME_EARLY_STEP_DAYS
          : SCHEME_LATE_STEP_DAYS;
    const next = addDays(start, length);
    const end = next < expiry ? addDays(next, -1) : addDays(expiry, -1);
    const percentage = percentages[Math.min(index, percentages.length - 1)] ?? 0;
    windows.push({ index, startDate: start, endDate: end, percentage });
    start = next;
  }
  return windows;
}

/** The window `today` falls in, or null (before the first or on/after the expiry). */
export function schemeFor(windows: readonly SchemeWindow[], today: string): SchemeWindow | null {
  return windows.find((w) => w.startDate <= today && today <= w.endDate) ?? null;
}
