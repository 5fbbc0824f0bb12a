import { authEn } from '../features/auth/i18n/auth.en';
import { authId } from '../features/auth/i18n/auth.id';
import { commonEn } from '../lib/i18n/common/common.en';
import { commonId } from '../lib/i18n/common/common.id';
import { i18next } from '../lib/i18n/i18n';
import type { Language } from '../lib/i18n/languages';
import type { AppResources } from './i18n-resources';
import { shellEn } from './i18n/shell.en';
import { shellId } from './i18n/shell.id';

/** What the first page may show: shared words, the shell's (brand, errors) and the sign-in page's. */
export const initialResources = {
  en: { common: commonEn, shell: shellEn, auth: authEn },
  id: { common: commonId, shell: shellId, auth: authId },
} satisfies Record<Language, Partial<AppResources>>;

export type LazyNamespace = Exclude<keyof AppResources, keyof (typeof initialResources)['en']>;
type Tables<N extends LazyNamespace> = Record<Language, AppResources[N]>;

/**
 * A feature's namespace loads with its screen, both languages at once so switching language never waits. The
 * Record makes a namespace that is neither initial nor listed here a compile error.
 */
const lazyNamespaces: { [N in LazyNamespace]: () => Promise<Tables<N>> } = {
  accountDeletion: async () => {
    const [en, id] = await Promise.all([
      import('../features/account-deletion/i18n/account-deletion.en'),
      import('../features/account-deletion/i18n/account-deletion.id'),
    ]);
    return { en: en.accountDeletionEn, id: id.accountDeletionId };
  },
  dashboard: async () => {
    const [en, id] = await Promise.all([
      import('../features/dashboard/i18n/dashboard.en'),
      import('../features/dashboard/i18n/dashboard.id'),
    ]);
    return { en: en.dashboardEn, id: id.dashboardId };
  },
  bundles: async () => (await import('../features/bundle-packages/i18n/bundles.tables')).bundlesTables,
  promos: async () => (await import('../features/promos/i18n/promos.tables')).promosTables,
  discounts: async () => {
    const [en, id] = await Promise.all([
      import('../features/discounts/i18n/discounts.en'),
      import('../features/discounts/i18n/discounts.id'),
    ]);
    return { en: en.discountsEn, id: id.discountsId };
  },
  itemImport: async () => {
    const [en, id] = await Promise.all([
      import('../features/item-import/i18n/item-import.en'),
      import('../features/item-import/i18n/item-import.id'),
    ]);
    return { en: en.itemImportEn, id: id.itemImportId };
  },
  taxes: async () => {
    const [en, id] = await Promise.all([
      import('../features/taxes/i18n/taxes.en'),
      import('../features/taxes/i18n/taxes.id'),
    ]);
    return { en: en.taxesEn, id: id.taxesId };
  },
  gratuities: async () => {
    const [en, id] = await Promise.all([
      import('../features/gratuities/i18n/gratuities.en'),
      import('../features/gratuities/i18n/gratuities.id'),
    ]);
    return { en: en.gratuitiesEn, id: id.gratuitiesId };
  },
  modifiers: async () => {
    const [en, id] = await Promise.all([
      import('../features/modifiers/i18n/modifiers.en'),
      import('../features/modifiers/i18n/modifiers.id'),
    ]);
    return { en: en.modifiersEn, id: id.modifiersId };
  },
  invoicePrint: async () => {
    const [en, id] = await Promise.all([
      import('../features/invoice-print/i18n/invoice-print.en'),
      import('../features/invoice-print/i18n/invoice-print.id'),
    ]);
    return { en: en.invoicePrintEn, id: id.invoicePrintId };
  },
  transactions: async () => {
    const [en, id] = await Promise.all([
      import('../features/transactions/i18n/transactions.en'),
      import('../features/transactions/i18n/transactions.id'),
    ]);
    return { en: en.transactionsEn, id: id.transactionsId };
  },
  transactionDetail: async () => {
    const [en, id] = await Promise.all([
      import('../features/transactions/i18n/transaction-detail.en'),
      import('../features/transactions/i18n/transaction-detail.id'),
    ]);
    return { en: en.transactionDetailEn, id: id.transactionDetailId };
  },
  brands: async () => {
    const [en, id] = await Promise.all([
      import('../features/brands/i18n/brands.en'),
      import('../features/brands/i18n/brands.id'),
    ]);
    return { en: en.brandsEn, id: id.brandsId };
  },
  categories: async () => {
    const [en, id] = await Promise.all([
      import('../features/categories/i18n/categories.en'),
      import('../features/categories/i18n/categories.id'),
    ]);
    return { en: en.categoriesEn, id: id.categoriesId };
  },
  salesTypes: async () => {
    const [en, id] = await Promise.all([
      import('../features/sales-types/i18n/sales-types.en'),
      import('../features/sales-types/i18n/sales-types.id'),
    ]);
    return { en: en.salesTypesEn, id: id.salesTypesId };
  },
  items: async () => {
    const [en, id] = await Promise.all([
      import('../features/items/i18n/items.en'),
      import('../features/items/i18n/items.id'),
    ]);
    return { en: en.itemsEn, id: id.itemsId };
  },
  customerDisplay: async () => {
    const [en, id] = await Promise.all([
      import('../features/customer-display/i18n/customer-display.en'),
      import('../features/customer-display/i18n/customer-display.id'),
    ]);
    return { en: en.customerDisplayEn, id: id.customerDisplayId };
  },
  paymentMethods: async () => {
    const [en, id] = await Promise.all([
      import('../features/payment-methods/i18n/payment-methods.en'),
      import('../features/payment-methods/i18n/payment-methods.id'),
    ]);
    return { en: en.paymentMethodsEn, id: id.paymentMethodsId };
  },
  recurring: async () => {
    const [en, id] = await Promise.all([
      import('../features/recurring-billing/i18n/recurring.en'),
      import('../features/recurring-billing/i18n/recurring.id'),
    ]);
    return { en: en.recurringEn, id: id.recurringId };
  },
  billing: async () => {
    const [en, id] = await Promise.all([
      import('../features/billing/i18n/billing.en'),
      import('../features/billing/i18n/billing.id'),
    ]);
    return { en: en.billingEn, id: id.billingId };
  },
  recurringOutlets: async () => {
    const [en, id] = await Promise.all([
      import('../features/recurring-billing/i18n/recurring-outlets.en'),
      import('../features/recurring-billing/i18n/recurring-outlets.id'),
    ]);
    return { en: en.recurringOutletsEn, id: id.recurringOutletsId };
  },
  devices: async () => {
    const [en, id] = await Promise.all([
      import('../features/devices/i18n/devices.en'),
      import('../features/devices/i18n/devices.id'),
    ]);
    return { en: en.devicesEn, id: id.devicesId };
  },
  salesReports: async () =>
    (await import('../features/sales-reports/i18n/sales-reports.tables')).salesReportsTables,
  devMailbox: async () => {
    const [en, id] = await Promise.all([
      import('../features/dev-mailbox/i18n/dev-mailbox.en'),
      import('../features/dev-mailbox/i18n/dev-mailbox.id'),
    ]);
    return { en: en.devMailboxEn, id: id.devMailboxId };
  },
};

export async function loadNamespace(namespace: LazyNamespace): Promise<void> {
  if (i18next.hasResourceBundle('en', namespace)) return;
  const tables = await lazyNamespaces[namespace]();
  for (const [language, table] of Object.entries(tables)) {
    i18next.addResourceBundle(language, namespace, table, true, true);
  }
}
