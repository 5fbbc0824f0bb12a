import { describe, expect, it } from 'vitest';
import { recurringReminderDays } from './recurring-reminder';

const active = (next: string) => ({ status: 'ACTIVE', next_billing_date: next });

describe('the recurring reminder (1 to 7 days before the next billing)', () => {
  it('shows from 7 days before to the day before, in whole calendar days', () => {
    expect(recurringReminderDays(active('2026-12-08'), '2026-11-30')).toBeNull();
    expect(recurringReminderDays(active('2026-12-07'), '2026-11-30')).toBe(7);
    expect(recurringReminderDays(active('2026-12-01'), '2026-11-30')).toBe(1);
    expect(recurringReminderDays(active('2026-11-30'), '2026-11-30')).toBeNull();
    expect(recurringReminderDays(active('2026-11-29'), '2026-11-30')).toBeNull();
  });

  it('counts across a month and a year end', () => {
    expect(recurringReminderDays(active('2027-01-03'), '2026-12-28')).toBe(6);
  });

  it('needs a charging subscription', () => {
    expect(recurringReminderDays(undefined, '2026-11-30')).toBeNull();
    expect(
      recurringReminderDays({ status: 'FAILED', next_billing_date: '2026-12-02' }, '2026-11-30'),
    ).toBeNull();
    expect(
      recurringReminderDays({ status: 'PROCESSING', next_billing_date: '2026-12-02' }, '2026-11-30'),
    ).toBeNull();
  });
});
