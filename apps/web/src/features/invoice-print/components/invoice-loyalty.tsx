import type { PublicInvoice } from '@backoffice/contracts/invoices';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { formatCount } from '../../../lib/format/format-count';
import { InfoList } from './info-list';

type Loyalty = NonNullable<PublicInvoice['loyalty']>;

/** The customer's points on this bill: balance before, earned or redeemed, balance after. */
export function InvoiceLoyalty({ loyalty }: { loyalty: Loyalty }) {
  const { t, i18n } = useTranslation('invoicePrint');
  const points = (count: number) =>
    t('loyalty.points', { count, formatted: formatCount(count, i18n.language) });
  const entries: [string, string][] = [
    [
      t('loyalty.memberSince'),
      formatDate(loyalty.member_since, i18n.language, 'dd MMM yyyy') || loyalty.member_since,
    ],
    [t('loyalty.currentBalance'), points(loyalty.current_balance)],
    [t('loyalty.earnedPoints'), points(loyalty.new_earned_points)],
  ];
  if (loyalty.redemption) {
    entries.push([t('loyalty.redeemedPoints'), points(loyalty.redemption.redeem_points)]);
    entries.push([t('loyalty.reward'), loyalty.redemption.reward]);
  }
  entries.push([t('loyalty.closingBalance'), points(loyalty.closing_balance)]);
  return (
    <section className="invoice-block" aria-labelledby="invoice-loyalty-heading">
      <Title order={2} fz="md" id="invoice-loyalty-heading" mb="xs">
        {t('loyalty.heading')} · {t(loyalty.type === 'EARNING' ? 'loyalty.earning' : 'loyalty.redemption')}
      </Title>
      <InfoList entries={entries} />
    </section>
  );
}
