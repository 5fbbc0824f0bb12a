import { describe, expect, it } from 'vitest';
import { campaignPeriod, campaignStatus, periodHasEnded } from './campaign-schedule.js';

const JAKARTA = 'Asia/Jakarta'; // UTC+7
const JAYAPURA = 'Asia/Jayapura'; // UTC+9
// 10:00 in Jakarta on 15 March 2026.
const now = new Date('2026-03-15T03:00:00Z');
const ms = (offset: number) => new Date(now.getTime() + offset);

describe('campaign status', () => {
  it('is inactive whenever switched off, whatever its period', () => {
    expect(campaignStatus({ isActive: false, start: ms(1000), end: null }, now)).toBe('inactive');
    expect(campaignStatus({ isActive: false, start: ms(-1000), end: ms(1000) }, now)).toBe('inactive');
  });

  it('is scheduled until the start, and ongoing from the start itself', () => {
    expect(campaignStatus({ isActive: true, start: ms(1), end: ms(5000) }, now)).toBe('scheduled');
    expect(campaignStatus({ isActive: true, start: ms(0), end: ms(5000) }, now)).toBe('active');
    expect(campaignStatus({ isActive: true, start: ms(-1), end: ms(5000) }, now)).toBe('active');
  });

  it('is ongoing until the end, and over (inactive) from the end itself', () => {
    expect(campaignStatus({ isActive: true, start: ms(-5000), end: ms(1) }, now)).toBe('active');
    expect(campaignStatus({ isActive: true, start: ms(-5000), end: ms(0) }, now)).toBe('inactive');
    expect(campaignStatus({ isActive: true, start: ms(-5000), end: ms(-1) }, now)).toBe('inactive');
  });

  it('runs on indefinitely when it has a start and no end', () => {
    expect(campaignStatus({ isActive: true, start: ms(-1), end: null }, now)).toBe('active');
    expect(campaignStatus({ isActive: true, start: ms(-1e12), end: null }, now)).toBe('active');
  });
});

describe('campaign period (docs/spec-notes.md, decided reading 10)', () => {
  it('without a period runs indefinitely from 00:00 tomorrow in the business zone', () => {
    expect(campaignPeriod({ startDate: null, endDate: null }, JAKARTA, now)).toEqual({
      start: new Date('2026-03-15T17:00:00Z'),
      end: null,
    });
    // 14:30Z is 23:30 on the 15th in Jayapura (UTC+9): tomorrow starts half an hour later.
    const lateInJayapura = new Date('2026-03-15T14:30:00Z');
    expect(campaignPeriod({ startDate: null, endDate: null }, JAYAPURA, lateInJayapura).start).toEqual(
      new Date('2026-03-15T15:00:00Z'),
    );
  });

  it('starts a future day at its 00:00 and ends the end day at 23:59:59', () => {
    expect(campaignPeriod({ startDate: '2026-03-16', endDate: '2026-03-20' }, JAKARTA, now)).toEqual({
      start: new Date('2026-03-15T17:00:00Z'),
      end: new Date('2026-03-20T16:59:59Z'),
    });
  });

  it('bumps a start already begun (today, or earlier) to now', () => {
    expect(campaignPeriod({ startDate: '2026-03-15', endDate: null }, JAKARTA, now).start).toEqual(now);
    expect(campaignPeriod({ startDate: '2026-01-01', endDate: '2026-03-15' }, JAKARTA, now)).toEqual({
      start: now,
      end: new Date('2026-03-15T16:59:59Z'),
    });
  });

  it('keeps a start at the very next local midnight', () => {
    // One millisecond before midnight in Jakarta, tomorrow has not begun.
    const justBefore = new Date('2026-03-15T16:59:59.999Z');
    expect(campaignPeriod({ startDate: '2026-03-16', endDate: null }, JAKARTA, justBefore).start).toEqual(
      new Date('2026-03-15T17:00:00Z'),
    );
    const atMidnight = new Date('2026-03-15T17:00:00Z');
    expect(campaignPeriod({ startDate: '2026-03-16', endDate: null }, JAKARTA, atMidnight).start).toEqual(
      atMidnight,
    );
  });

  it('knows an end behind now has ended', () => {
    expect(periodHasEnded(null, now)).toBe(false);
    expect(periodHasEnded(ms(1), now)).toBe(false);
    expect(periodHasEnded(ms(0), now)).toBe(true);
  });
});
