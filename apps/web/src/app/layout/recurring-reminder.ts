import { RECURRING_REMINDER_DAYS } from '@backoffice/contracts/recurring-reminder';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * the product's state rules "Top banner precedence": the recurring reminder shows 1 to 7 days before the next billing, counted in
 * whole days on the business's calendar (both dates `yyyy-MM-dd` there). Only a subscription that charges
 * (ACTIVE) is reminded of; a failed one has its own banner on the recurring page. Null when it does not show.
 */
export function recurringReminderDays(
  subscription: { status: string; next_billing_date: string } | null | undefined,
  today: string,
): number | null {
  if (!subscription || subscription.status !== 'ACTIVE') return null;
  const days = Math.round(
    (Date.parse(`${subscription.next_billing_date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS,
  );
  if (Number.isNaN(days)) return null;
  return days >= RECURRING_REMINDER_DAYS.from && days <= RECURRING_REMINDER_DAYS.to ? days : null;
}
