/** The recurring page's tabs ("Recurring tab"): payment is the default, and what an unknown tab shows. */
export const RECURRING_TABS = ['payment', 'outlet'] as const;
export type RecurringTab = (typeof RECURRING_TABS)[number];

export const RECURRING_PATH_PATTERN = '/v2/settings/billing/recurring/:tabId';
export const recurringPath = (tab: RecurringTab = 'payment') => `/v2/settings/billing/recurring/${tab}`;
/** The regular billing page the recurring one hands back to. */
export const REGULAR_BILLING_PATH = '/v2/settings/billing';

export function recurringTabOf(tabId: string | undefined): RecurringTab {
  return RECURRING_TABS.find((tab) => tab === tabId) ?? 'payment';
}
