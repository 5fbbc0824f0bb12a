import { useTranslation } from 'react-i18next';

interface PackageDeal {
  package_deal_display_name: string;
  month: number;
  original_package_deal_price_per_month: number;
  final_package_deal_price_per_month: number;
}

/**
 * The billing service names its package deals in one language ("Yearly (save 17%)"), which an Indonesian page would
 * show beside its own words (issue 26, mixed languages). The two cycles the product sells are named here in the
 * page's language, the saving worked out from the deal's own monthly prices to the nearest whole percent (as the
 * service's own name rounds it); any other cycle keeps the service's name.
 */
export function usePackageDealName(): (deal: PackageDeal) => string {
  const { t } = useTranslation();
  return (deal) => {
    if (deal.month === 1) return t('packageDeal.monthly');
    if (deal.month !== 12) return deal.package_deal_display_name;
    const { original_package_deal_price_per_month: original, final_package_deal_price_per_month: final } =
      deal;
    const percent = original > 0 ? Math.round(((original - final) * 100) / original) : 0;
    return percent > 0 ? t('packageDeal.yearlySaving', { percent }) : t('packageDeal.yearly');
  };
}
