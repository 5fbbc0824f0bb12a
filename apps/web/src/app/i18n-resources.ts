import { authEn } from '../features/auth/i18n/auth.en';
import { authId } from '../features/auth/i18n/auth.id';
import { billingEn } from '../features/billing/i18n/billing.en';
import { billingId } from '../features/billing/i18n/billing.id';
import { recurringEn } from '../features/recurring-billing/i18n/recurring.en';
import { recurringId } from '../features/recurring-billing/i18n/recurring.id';
import { recurringOutletsEn } from '../features/recurring-billing/i18n/recurring-outlets.en';
import { recurringOutletsId } from '../features/recurring-billing/i18n/recurring-outlets.id';
import { brandsEn } from '../features/brands/i18n/brands.en';
import { brandsId } from '../features/brands/i18n/brands.id';
import { categoriesEn } from '../features/categories/i18n/categories.en';
import { categoriesId } from '../features/categories/i18n/categories.id';
import { salesTypesEn } from '../features/sales-types/i18n/sales-types.en';
import { salesTypesId } from '../features/sales-types/i18n/sales-types.id';
import { itemsEn } from '../features/items/i18n/items.en';
import { itemsId } from '../features/items/i18n/items.id';
import { customerDisplayEn } from '../features/customer-display/i18n/customer-display.en';
import { customerDisplayId } from '../features/customer-display/i18n/customer-display.id';
import { dashboardEn } from '../features/dashboard/i18n/dashboard.en';
import { dashboardId } from '../features/dashboard/i18n/dashboard.id';
import { devMailboxEn } from '../features/dev-mailbox/i18n/dev-mailbox.en';
import { devMailboxId } from '../features/dev-mailbox/i18n/dev-mailbox.id';
import { bundlesEn } from '../features/bundle-packages/i18n/bundles.en';
import { bundlesId } from '../features/bundle-packages/i18n/bundles.id';
import { promosEn } from '../features/promos/i18n/promos.en';
import { promosId } from '../features/promos/i18n/promos.id';
import { discountsEn } from '../features/discounts/i18n/discounts.en';
import { discountsId } from '../features/discounts/i18n/discounts.id';
import { itemImportEn } from '../features/item-import/i18n/item-import.en';
import { itemImportId } from '../features/item-import/i18n/item-import.id';
import { gratuitiesEn } from '../features/gratuities/i18n/gratuities.en';
import { gratuitiesId } from '../features/gratuities/i18n/gratuities.id';
import { taxesEn } from '../features/taxes/i18n/taxes.en';
import { taxesId } from '../features/taxes/i18n/taxes.id';
import { modifiersEn } from '../features/modifiers/i18n/modifiers.en';
import { modifiersId } from '../features/modifiers/i18n/modifiers.id';
import { accountDeletionEn } from '../features/account-deletion/i18n/account-deletion.en';
import { accountDeletionId } from '../features/account-deletion/i18n/account-deletion.id';
import { paymentMethodsEn } from '../features/payment-methods/i18n/payment-methods.en';
import { devicesEn } from '../features/devices/i18n/devices.en';
import { devicesId } from '../features/devices/i18n/devices.id';
import { paymentMethodsId } from '../features/payment-methods/i18n/payment-methods.id';
import { invoicePrintEn } from '../features/invoice-print/i18n/invoice-print.en';
import { invoicePrintId } from '../features/invoice-print/i18n/invoice-print.id';
import { transactionsEn } from '../features/transactions/i18n/transactions.en';
import { transactionsId } from '../features/transactions/i18n/transactions.id';
import { transactionDetailEn } from '../features/transactions/i18n/transaction-detail.en';
import { transactionDetailId } from '../features/transactions/i18n/transaction-detail.id';
import { salesReportsEn } from '../features/sales-reports/i18n/sales-reports.en';
import { salesReportsId } from '../features/sales-reports/i18n/sales-reports.id';
import { commonEn } from '../lib/i18n/common/common.en';
import { commonId } from '../lib/i18n/common/common.id';
import { shellEn } from './i18n/shell.en';
import { shellId } from './i18n/shell.id';

/**
 * Every namespace of the app, per language; features own their tables and the app puts them together. This is
 * the type of `t()` keys and what tests load; the running app loads a feature's namespace with its screen
 * (i18n-loading.ts).
 */
export const appResources = {
  en: {
    common: commonEn,
    shell: shellEn,
    auth: authEn,
    dashboard: dashboardEn,
    devMailbox: devMailboxEn,
    discounts: discountsEn,
    bundles: bundlesEn,
    promos: promosEn,
    taxes: taxesEn,
    gratuities: gratuitiesEn,
    modifiers: modifiersEn,
    invoicePrint: invoicePrintEn,
    transactions: transactionsEn,
    transactionDetail: transactionDetailEn,
    brands: brandsEn,
    categories: categoriesEn,
    salesTypes: salesTypesEn,
    items: itemsEn,
    paymentMethods: paymentMethodsEn,
    billing: billingEn,
    recurring: recurringEn,
    recurringOutlets: recurringOutletsEn,
    accountDeletion: accountDeletionEn,
    customerDisplay: customerDisplayEn,
    devices: devicesEn,
    itemImport: itemImportEn,
    salesReports: salesReportsEn,
  },
  id: {
    common: commonId,
    shell: shellId,
    auth: authId,
    dashboard: dashboardId,
    devMailbox: devMailboxId,
    discounts: discountsId,
    bundles: bundlesId,
    promos: promosId,
    taxes: taxesId,
    gratuities: gratuitiesId,
    modifiers: modifiersId,
    invoicePrint: invoicePrintId,
    transactions: transactionsId,
    transactionDetail: transactionDetailId,
    brands: brandsId,
    categories: categoriesId,
    salesTypes: salesTypesId,
    items: itemsId,
    paymentMethods: paymentMethodsId,
    billing: billingId,
    recurring: recurringId,
    recurringOutlets: recurringOutletsId,
    accountDeletion: accountDeletionId,
    customerDisplay: customerDisplayId,
    devices: devicesId,
    itemImport: itemImportId,
    salesReports: salesReportsId,
  },
};

export type AppResources = (typeof appResources)['en'];
