import type { TFunction } from 'i18next';

/** "Name (10%)" for a percentage discount, unless its name already says the percentage. */
export function discountLabel(
  t: TFunction<'invoicePrint'>,
  discount: {
    discount_name: string;
    discount_type: 'cash' | 'percentage';
    discount_percentage: number | null;
  },
): string {
  const percent = discount.discount_percentage;
  if (discount.discount_type !== 'percentage' || percent === null) return discount.discount_name;
  if (discount.discount_name.includes(`${percent}%`)) return discount.discount_name;
  return t('discounts.percent', { name: discount.discount_name, percent });
}
