import { outletBillingEndpoints } from '@backoffice/contracts/billing';
import { brandEndpoints } from '@backoffice/contracts/brands';
import { businessEndpoints } from '@backoffice/contracts/business';
import { bundleEndpoints } from '@backoffice/contracts/bundle-packages';
import { campaignEndpoints } from '@backoffice/contracts/campaigns';
import { categoryEndpoints } from '@backoffice/contracts/categories';
import { exportEndpoints } from '@backoffice/contracts/exports';
import { fileEndpoints } from '@backoffice/contracts/files';
import { itemImportEndpoints } from '@backoffice/contracts/item-import';
import { gratuityEndpoints } from '@backoffice/contracts/gratuities';
import { invoiceEndpoints } from '@backoffice/contracts/invoices';
import { itemEndpoints } from '@backoffice/contracts/items';
import { modifierEndpoints } from '@backoffice/contracts/modifiers';
import { posEndpoints } from '@backoffice/contracts/pos';
import { promoEndpoints } from '@backoffice/contracts/promos';
import { receiptEndpoints } from '@backoffice/contracts/receipts';
import { recurringEndpoints } from '@backoffice/contracts/recurring-billing';
import { refundEndpoints } from '@backoffice/contracts/refunds';
import { salesTypeEndpoints } from '@backoffice/contracts/sales-types';
import { taxEndpoints } from '@backoffice/contracts/taxes';
import { transactionEndpoints } from '@backoffice/contracts/transactions';
import { routeKey, type ForeignRequestProvider } from '../route-sweep.js';
import {
  foreignBrandRequest,
  foreignBulkRequest,
  foreignOutletRequest,
  foreignPrincipalListRequest,
  foreignPrincipalRequest,
} from './brands.js';
import { foreignBundleRequest } from './bundles.js';
import { foreignCampaignRequest } from './campaigns.js';
import { foreignDeviceRequest } from './devices.js';
import { foreignExportRequest } from './exports.js';
import { foreignCategoryRequest, foreignSalesTypeRequest } from './library.js';
import { foreignFileRequest, foreignUploadRequest } from './files.js';
import { foreignBulkItemsRequest, foreignItemRequest } from './items.js';
import { foreignItemImportConfirm, foreignItemImportRequest } from './item-imports.js';
import {
  foreignModifierBulkRequest,
  foreignModifierOutletQuery,
  foreignModifierRequest,
} from './modifiers.js';
import {
  foreignCancelledRequest,
  foreignInvoiceRequest,
  foreignOrderRequest,
  foreignOutletQuery,
} from './orders.js';
import { foreignBusinessRequest, foreignOutletBillingRequest, foreignOutletInPath } from './outlets.js';
import { foreignPromoRequest } from './promos.js';
import { foreignReceiptRequest, foreignRefundRequest } from './receipts.js';
import { foreignGratuityRequest, foreignTaxRequest } from './taxes.js';

const instantDay = { startDate: '2024-01-01T00:00:00+07:00', endDate: '2024-01-01T23:59:59+07:00' };
const localDay = { start_time: '2024-01-01T00:00:00', end_time: '2024-01-01T23:59:59' };

/**
 * The route sweep's requests naming another business's resource (decision 0006), by route: each must answer 404.
 * Every route with path parameters needs one here, unless its `config.sweep.paramsAreNotTenantData` says why its
 * parameters are not tenant data; routes whose query or body names outlets or ids have one too. They live with the
 * tests, not with the routes, so production carries no code made for a test (decision 0108).
 */
export const foreignRequests: Readonly<Record<string, ForeignRequestProvider>> = Object.fromEntries(
  (
    [
      [businessEndpoints.get, foreignBusinessRequest],

      [brandEndpoints.list, foreignOutletRequest],
      [brandEndpoints.create, foreignOutletRequest],
      [brandEndpoints.createAtAll, foreignOutletRequest],
      [brandEndpoints.get, foreignBrandRequest],
      [brandEndpoints.update, foreignBrandRequest],
      [brandEndpoints.delete, foreignBrandRequest],
      [brandEndpoints.listPrincipals, foreignPrincipalListRequest],
      [brandEndpoints.createPrincipal, foreignPrincipalListRequest],
      [brandEndpoints.getPrincipal, foreignPrincipalRequest],
      [brandEndpoints.updatePrincipal, foreignPrincipalRequest],
      [brandEndpoints.deletePrincipal, foreignPrincipalRequest],
      [brandEndpoints.bulkDelete, foreignBulkRequest],
      [brandEndpoints.bulkMove, foreignBulkRequest],

      [categoryEndpoints.get, foreignCategoryRequest],
      [categoryEndpoints.update, foreignCategoryRequest],
      [categoryEndpoints.delete, foreignCategoryRequest],

      [salesTypeEndpoints.get, foreignSalesTypeRequest],
      [salesTypeEndpoints.update, foreignSalesTypeRequest],
      [salesTypeEndpoints.manageState, foreignSalesTypeRequest],
      [salesTypeEndpoints.checkDeletable, foreignSalesTypeRequest],
      [salesTypeEndpoints.delete, foreignSalesTypeRequest],
      [itemEndpoints.get, foreignItemRequest],
      [itemEndpoints.update, foreignItemRequest],
      [itemEndpoints.delete, foreignItemRequest],
      [itemEndpoints.bulkDelete, foreignBulkItemsRequest],
      [itemEndpoints.bulkMove, foreignBulkItemsRequest],
      [itemEndpoints.bulkOutlets, foreignBulkItemsRequest],
      [bundleEndpoints.get, foreignBundleRequest],
      [bundleEndpoints.update, foreignBundleRequest],
      [bundleEndpoints.delete, foreignBundleRequest],

      [promoEndpoints.get, foreignPromoRequest],
      [promoEndpoints.update, foreignPromoRequest],
      [promoEndpoints.delete, foreignPromoRequest],
      [taxEndpoints.get, foreignTaxRequest],
      [taxEndpoints.update, foreignTaxRequest],
      [taxEndpoints.delete, foreignTaxRequest],
      [gratuityEndpoints.get, foreignGratuityRequest],
      [gratuityEndpoints.update, foreignGratuityRequest],
      [gratuityEndpoints.delete, foreignGratuityRequest],
      [modifierEndpoints.list, foreignModifierOutletQuery],
      [modifierEndpoints.get, foreignModifierRequest],
      [modifierEndpoints.update, foreignModifierRequest],
      [modifierEndpoints.delete, foreignModifierRequest],
      [modifierEndpoints.bulkDelete, foreignModifierBulkRequest],

      [campaignEndpoints.update, foreignCampaignRequest],
      [campaignEndpoints.delete, foreignCampaignRequest],
      [campaignEndpoints.status, foreignCampaignRequest],
      [campaignEndpoints.display, foreignOutletInPath('outlet')],

      [fileEndpoints.upload, foreignUploadRequest],
      [fileEndpoints.link, foreignFileRequest],

      [exportEndpoints.status, foreignExportRequest],
      [itemImportEndpoints.get, foreignItemImportRequest],
      [itemImportEndpoints.confirm, foreignItemImportConfirm],

      [posEndpoints.renameDevice, foreignDeviceRequest],
      [posEndpoints.revokeDevice, foreignDeviceRequest],

      [outletBillingEndpoints.calculate, foreignOutletBillingRequest],
      [outletBillingEndpoints.verify, foreignOutletBillingRequest],
      [recurringEndpoints.prorate, foreignOutletInPath('outletId')],
      [recurringEndpoints.activateOutlet, foreignOutletInPath('outletId')],

      [transactionEndpoints.listOrders, foreignOutletQuery('outlet_ids', localDay)],
      [transactionEndpoints.orderSummary, foreignOutletQuery('outlet_ids', localDay)],
      [transactionEndpoints.orderDetail, foreignOrderRequest],
      [transactionEndpoints.listCancelled, foreignOutletQuery('outletIds', instantDay)],
      [transactionEndpoints.cancelledSummary, foreignOutletQuery('outletId', instantDay)],
      [transactionEndpoints.cancelledDetail, foreignCancelledRequest],
      [transactionEndpoints.listVoidItems, foreignOutletQuery('outlets', instantDay)],
      [transactionEndpoints.voidSummary, foreignOutletQuery('outlets', instantDay)],
      [invoiceEndpoints.detail, foreignInvoiceRequest],
      [invoiceEndpoints.reissue, foreignInvoiceRequest],
      [receiptEndpoints.email, foreignReceiptRequest],
      [refundEndpoints.preview, foreignRefundRequest],
      [refundEndpoints.refund, foreignRefundRequest],
    ] as const
  ).map(([endpoint, request]) => [routeKey(endpoint), request]),
);
