import { type MenuInfo, ownerOnly, permissionEntry } from './permission-entry.js';

/*
 * App entries (what a role may do in the cashier app) and Endpoint entries (API-only rights, mostly inventory
 * approvals) of the product's role rules. The back office enforces the ones its own endpoints need, e.g.
 * issuing a refund needs Reports › Transactions and App "Issue Refunds" (docs/spec-notes.md, decided reading 9).
 */

const app: MenuInfo = { menu: 'app', menuName: 'App' };
const endpoint: MenuInfo = { menu: 'endpoint', menuName: 'Endpoint' };
const settings: MenuInfo = { menu: 'account_settings', menuName: 'Account Settings' };

const appRights = [
  [200, 'edit_customer_information', 'Edit Customer Information'],
  [201, 'manage_discounts', 'Manage Discounts'],
  [202, 'charge_customers', 'Charge Customers'],
  [203, 'view_shift_history', 'View Shift History'],
  [204, 'view_current_shift', 'View and Print Current Shift Details'],
  [205, 'resend_receipts', 'Resend Receipts'],
  [206, 'cancel_invoices', 'Cancel Invoices'],
  [207, 'move_tables', 'Move Tables'],
  [208, 'view_activity', 'View Activity'],
  [209, 'edit_open_bills', 'Edit and Remove Open Bills'],
  [210, 'manage_favorites', 'Manage Favorites'],
  [211, 'apply_discounts', 'Apply Discounts to Bills and Items'],
  [212, 'record_invoice_payment', 'Record Payment for Invoice'],
  [213, 'issue_refunds', 'Issue Refunds'],
  [214, 'manage_item_library', 'Manage Item Library'],
  [215, 'print_bill', 'Print Bill'],
] as const;

const endpointRights = [
  [300, 'request_adjustments', 'Request Adjustments'],
  [301, 'approve_adjustments', 'Approve Adjustments'],
  [302, 'request_po', 'Request PO'],
  [303, 'approve_po', 'Approve PO'],
  [304, 'fulfill_po', 'Fulfill PO'],
  [305, 'request_transfer', 'Request Transfer'],
  [306, 'fulfill_transfer', 'Fulfill Transfer'],
  [307, 'approve_transfer_request', 'Approve Transfer Request'],
  [308, 'shipment_transfer_request', 'Shipment Transfer Request'],
] as const;

export const posPermissions = [
  ...appRights.map(([id, subMenu, subMenuName]) =>
    permissionEntry('App', app, {
      id,
      key: `app.${subMenu}`,
      priorityRank: id,
      subMenu,
      subMenuName,
      level: 3,
      mobileSupported: true,
      urls: [],
    }),
  ),
  ...endpointRights.map(([id, subMenu, subMenuName]) =>
    permissionEntry('Endpoint', endpoint, {
      id,
      key: `endpoint.${subMenu}`,
      priorityRank: id,
      subMenu,
      subMenuName,
      level: 3,
      urls: [],
    }),
  ),
  ownerOnly('Endpoint', endpoint, {
    id: 310,
    key: 'endpoint.owner_access',
    priorityRank: 310,
    subMenu: 'owner_access',
    subMenuName: 'Owner Access',
    urls: [],
    description: 'Endpoints only the business owner may call',
  }),
  // Not a sidebar entry: every role may open /v2/account-deletion (non-owners see "ask the owner"); only the
  // owner may submit the request.
  ownerOnly('Endpoint', settings, {
    id: 320,
    key: 'account.deletion',
    priorityRank: 320,
    subMenu: 'account_deletion',
    subMenuName: 'Account Deletion',
    isAllowedForMokaPay: true,
    urls: ['/api/business-service/v1/businesses/business-deletion-tickets'],
    description: 'Submit the request to delete the business account',
  }),
] as const;
