import type { Promo } from '@backoffice/contracts/promos';
import type { TFunction } from 'i18next';
import { formatRupiah } from '../../lib/format/format-money';

type PromosT = TFunction<'promos'>;

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  id: new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
};

/** A local date (`yyyy-MM-dd`) as words; read at UTC midnight so it never shifts a day. */
export function formatPromoDate(date: string, language: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return (language === 'id' ? dateFormats.id : dateFormats.en).format(parsed);
}

const itemsText = (items: Promo['buy_items']) =>
  items.map((entry) => `${entry.quantity}× ${entry.item_name}`).join(', ');

/** What the customer must do: buy these items, or spend at least an amount. */
export function describeRequirement(promo: Promo, t: PromosT): string {
  if (promo.type === 'buy_x_get_y')
    return t('list.buyGet', { buy: itemsText(promo.buy_items), get: itemsText(promo.get_items) });
  if (promo.type === 'minimum_purchase')
    return t('list.minimum', { amount: formatRupiah(promo.minimum_amount ?? 0) });
  return t('list.other');
}

/** What the customer gets: a percentage (100 = free) with its maximum, or a Rupiah amount off. */
export function describeReward(
  promo: Pick<Promo, 'discount_type' | 'amount' | 'max_discount'>,
  t: PromosT,
): string {
  if (promo.discount_type === 'CASH') return t('list.cashOff', { amount: formatRupiah(promo.amount) });
  if (promo.amount === 100 && promo.max_discount === null) return t('list.free');
  return promo.max_discount === null
    ? t('list.percentOff', { percent: promo.amount })
    : t('list.percentOffMax', { percent: promo.amount, max: formatRupiah(promo.max_discount) });
}

/** Runs of consecutive weekdays read as ranges: Mon–Fri, Sat, Sun. */
function daysText(days: readonly number[], t: PromosT): string {
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  if (sorted.length === 7) return t('days.everyDay');
  const runs: [number, number][] = [];
  for (const day of sorted) {
    const last = runs.at(-1);
    if (last && day === last[1] + 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs
    .map(([first, last]) =>
      first === last
        ? t(`days.short${first}` as 'days.short1')
        : `${t(`days.short${first}` as 'days.short1')}–${t(`days.short${last}` as 'days.short1')}`,
    )
    .join(', ');
}

/** When it applies: the schedule's days and hours, and its dates, in one or two short lines. */
export function describeWhen(
  promo: Pick<Promo, 'schedule' | 'start_date' | 'end_date'>,
  t: PromosT,
  language: string,
) {
  const hours = promo.schedule
    ? `${daysText(promo.schedule.days, t)} · ${promo.schedule.from}–${promo.schedule.to}`
    : t('list.always');
  const from = promo.start_date ? formatPromoDate(promo.start_date, language) : null;
  const to = promo.end_date ? formatPromoDate(promo.end_date, language) : null;
  const dates =
    from && to
      ? t('list.dateRange', { from, to })
      : from
        ? t('list.fromDate', { date: from })
        : to
          ? t('list.untilDate', { date: to })
          : null;
  return { hours, dates };
}
