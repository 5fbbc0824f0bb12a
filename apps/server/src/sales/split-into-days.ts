import { datePart, nextDate, previousDate } from '../domain/calendar-text.js';
import type { LocalRange } from './orders.repository.js';

const MIDNIGHT = 'T00:00:00';

/**
 * A local range (end exclusive) as whole local days, which the daily rollup answers, and the partial days at its
 * edges, which the raw rows answer. Without a whole day inside, the range is one raw part.
 */
export function splitIntoDays(range: LocalRange): {
  days?: { from: string; to: string };
  edges: LocalRange[];
} {
  const firstWhole = range.start.endsWith(MIDNIGHT) ? datePart(range.start) : nextDate(datePart(range.start));
  const lastWhole = previousDate(datePart(range.end));
  if (firstWhole > lastWhole) return { edges: [range] };
  const edges: LocalRange[] = [];
  if (!range.start.endsWith(MIDNIGHT)) edges.push({ start: range.start, end: `${firstWhole}${MIDNIGHT}` });
  const endDay = `${datePart(range.end)}${MIDNIGHT}`;
  if (range.end !== endDay) edges.push({ start: endDay, end: range.end });
  return { days: { from: firstWhole, to: lastWhole }, edges };
}
