import { Anchor } from '@mantine/core';
import { IconCalendarRepeat } from '@tabler/icons-react';
import { parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format/format-date';
import { paths } from '../paths';
import { Bar } from './banner-bar';

/** The reminder's line: loaded on demand with its date formatting (recurring-reminder-banner.tsx). */
export default function RecurringReminderBar({
  days,
  nextBillingDate,
}: {
  days: number;
  nextBillingDate: string;
}) {
  const { t, i18n } = useTranslation('shell');
  return (
    <Bar
      tone="brand"
      icon={<IconCalendarRepeat size={18} />}
      text={t('banners.recurringReminder', {
        count: days,
        date: formatDate(parseISO(nextBillingDate), i18n.language),
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
  );
}
