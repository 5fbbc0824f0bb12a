import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { useActiveRecurring } from '../../lib/billing/get-active-recurring';
import { useFlag } from '../../lib/flags/flags-context';
import { localDateIn } from '../../lib/time/zoned-time';
import { recurringReminderDays } from './recurring-reminder';
import { useShell } from './shell-context';

/** Its date is written with the date library, which the shell does not load first (decision 0186). */
const RecurringReminderBar = lazy(() => import('./recurring-reminder-bar'));

const DEFAULT_ZONE = 'Asia/Jakarta';

/** A top-banner candidate of the reminder's kind (top-banner-slots.ts collects it; typed here to keep no cycle). */
interface RecurringReminderCandidate {
  kind: 'recurring-reminder';
  id: string;
  content: ReactNode;
}

/**
 * The recurring-payment reminder ("Top banner precedence"): owners of businesses on recurring billing, with
 * the `recurring-payment` flag on, 1 to 7 days before the next automatic charge on the business's calendar. Nobody
 * else asks for the subscription.
 */
export function useRecurringReminderBanner(): RecurringReminderCandidate[] {
  const { profile } = useShell();
  const flag = useFlag('recurring-payment');
  // A subscription becomes ACTIVE in the transaction that sets the billing mode: no other business is asked.
  const applies = profile.is_owner && flag.enabled && profile.business.billing_mode === 'recurring';
  const recurring = useActiveRecurring({ enabled: applies });
  if (!applies) return [];
  const zone = profile.outlets[0]?.time_zone ?? DEFAULT_ZONE;
  const days = recurringReminderDays(recurring.data, localDateIn(new Date(), zone));
  if (days === null || !recurring.data) return [];
  return [
    {
      kind: 'recurring-reminder',
      id: 'recurring-reminder',
      content: (
        <Suspense fallback={null}>
          <RecurringReminderBar days={days} nextBillingDate={recurring.data.next_billing_date} />
        </Suspense>
      ),
    },
  ];
}
