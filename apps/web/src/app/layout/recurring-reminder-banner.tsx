import { Anchor } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveRecurring } from '../../lib/billing/get-active-recurring';
import { useFlag } from '../../lib/flags/flags-context';
import { formatDate } from '../../lib/format/format-date';
import { localDateIn } from '../../lib/time/zoned-time';
import { paths } from '../paths';
import { Bar } from './banner-bar';
import { recurringReminderDays } from './recurring-reminder';
import { useShell } from './shell-context';

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
  const { t, i18n } = useTranslation('shell');
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
        <Bar
          tone="brand"
          icon={<IconCalendarRepeat size={18} />}
          text={t('banners.recurringReminder', {
            count: days,
            date: formatDate(parseISO(recurring.data.next_billing_date), i18n.language),
          })}
          action={
            <Anchor
              component={Link}
              to={paths.billingRecurring('payment')}
              size="sm"
              fw={700}
              c="inherit"
              underline="always"
            >
              {t('banners.recurringReminderAction')}
            </Anchor>
          }
        />
      ),
    },
  ];
}
