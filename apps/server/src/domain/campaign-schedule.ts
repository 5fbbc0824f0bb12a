import type { CampaignStatus } from '@backoffice/contracts/campaigns';
import { localParts, zonedTimeToUtc } from './local-time.js';

/**
 * A campaign's period and status ("Campaign status", docs/spec-notes.md, decided reading 10). Days are cut in
 * the business's zone: a period starts at 00:00 and ends at 23:59:59 there.
 */

export interface CampaignTimes {
  isActive: boolean;
  start: Date;
  /** null = runs indefinitely. */
  end: Date | null;
}

/**
 * Inactive when switched off; scheduled while the start is ahead; ongoing ("active") while the end is ahead or there
 * is none; otherwise over, which is inactive too. A start exactly now has begun; an end exactly now is over.
 */
export function campaignStatus(campaign: CampaignTimes, now: Date): CampaignStatus {
  if (!campaign.isActive) return 'inactive';
  if (campaign.start.getTime() > now.getTime()) return 'scheduled';
  if (campaign.end === null || campaign.end.getTime() > now.getTime()) return 'active';
  return 'inactive';
}

function dayParts(date: string): [number, number, number] {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/**
 * The instants a saved period stands for: no period runs indefinitely from 00:00 tomorrow; a start is 00:00 of its
 * day, or now when that has already begun; an end is 23:59:59 of its day. Dates are `YYYY-MM-DD` on the zone's
 * calendar.
 */
export function campaignPeriod(
  period: { startDate: string | null; endDate: string | null },
  timeZone: string,
  now: Date,
): { start: Date; end: Date | null } {
  if (period.startDate === null) {
    const today = localParts(timeZone, now);
    return { start: zonedTimeToUtc(timeZone, today.year, today.month, today.day + 1), end: null };
  }
  const dayStart = zonedTimeToUtc(timeZone, ...dayParts(period.startDate));
  const start = dayStart.getTime() <= now.getTime() ? new Date(now.getTime()) : dayStart;
  const end =
    period.endDate === null ? null : zonedTimeToUtc(timeZone, ...dayParts(period.endDate), 23, 59, 59);
  return { start, end };
}

/** An end already behind `now` is a period that would never run. */
export function periodHasEnded(end: Date | null, now: Date): boolean {
  return end !== null && end.getTime() <= now.getTime();
}
