import { SALES_REPORTS } from '@backoffice/contracts/sales-report-names';
import { type MenuInfo, ownerOnly, permissionEntry } from './permission-entry.js';

/*
 * The Back-office entries of the product's screen description, first half of the sidebar (Dashboard to Table
 * Management; the rest is in back-office-settings-permissions.ts): one per sub-menu, in sidebar order
 * (priority_rank). `urls` lists the screen paths, their /v2 twins, and the API path families the screen calls.
 * Owner-only entries (level 1, usable false) are the ones the role rules name: Taxes, Gratuity, Employee Access, PIN Access,
 * Outlets, Billing, Public Profile, Checkout, Bank Account, Apps, Capital, online channels, Inventory settings.
 * Ids 1, 20 and 34 (and 140, Billing, in the other half) and their keys predate this list and are referenced by
 * grants: keep them.
 */

const dashboard: MenuInfo = { menu: 'dashboard', menuName: 'Dashboard' };
const reports: MenuInfo = { menu: 'reports', menuName: 'Reports' };
const library: MenuInfo = { menu: 'library', menuName: 'Library' };
const ingredient: MenuInfo = { menu: 'ingredient', menuName: 'Ingredient' };
const inventory: MenuInfo = { menu: 'inventory', menuName: 'Inventory' };
const customers: MenuInfo = { menu: 'customers', menuName: 'Customers' };
const employees: MenuInfo = { menu: 'employees', menuName: 'Employees' };
const tables: MenuInfo = { menu: 'table_management', menuName: 'Table Management' };

const salesReports = SALES_REPORTS.map((report) => `/reports/sales/${report}`);
/** Every report is built on /v2 (docs/decisions/0235, 0265). */
const salesReportsV2 = SALES_REPORTS.map((report) => `/v2/reports/sales/${report}`);

const bo = 'Back-office' as const;

export const backOfficePermissions = [
  permissionEntry(bo, dashboard, {
    id: 1,
    key: 'dashboard',
    priorityRank: 10,
    subMenu: 'dashboard',
    subMenuName: 'Dashboard',
    level: 3,
    mobileSupported: true,
    isAllowedForMokaPay: true,
    urls: ['/dashboard', '/v2/dashboard', '/api/reporting/v1/dashboard*', '/api/reporting-revamp/graphql'],
    description: 'Sales summary and outlet comparison',
  }),

  permissionEntry(bo, reports, {
    id: 21,
    key: 'reports.sales',
    priorityRank: 21,
    subMenu: 'sales',
    subMenuName: 'Sales',
    level: 3,
    mobileSupported: true,
    isAllowedForMokaPay: true,
    urls: [
      ...salesReports,
      ...salesReportsV2,
      '/api/reporting/v1/reports*',
      '/api/v1/reports*',
      '/api/reporting-revamp/graphql',
    ],
  }),
  permissionEntry(bo, reports, {
    id: 20,
    key: 'reports.transactions',
    priorityRank: 22,
    subMenu: 'transactions',
    subMenuName: 'Transactions',
    level: 3,
    mobileSupported: true,
    isAllowedForMokaPay: true,
    urls: [
      '/reports/transactions',
      '/v2/reports/transactions',
      '/v2/reports/transactions/*',
      '/api/order-reporting/backoffice/v1/*',
      '/api/order/v4/refund-orders',
      '/api/exporting/v1/exports*',
      '/api/v1/email_receipt',
      '/api/v1/exports*',
    ],
    description:
      'Success, cancelled and void transactions, receipts, refunds (with the App permission) and exports',
  }),
  permissionEntry(bo, reports, {
    id: 22,
    key: 'reports.invoices',
    priorityRank: 23,
    subMenu: 'invoices',
    subMenuName: 'Invoices',
    level: 3,
    urls: ['/reports/invoices', '/api/v1/invoices*'],
  }),
  permissionEntry(bo, reports, {
    id: 23,
    key: 'reports.shifts',
    priorityRank: 24,
    subMenu: 'shifts',
    subMenuName: 'Shift',
    level: 3,
    urls: ['/reports/shifts', '/api/v1/cash_drawer/shifts*'],
  }),

  permissionEntry(bo, library, {
    id: 30,
    key: 'library.items',
    priorityRank: 30,
    subMenu: 'list',
    subMenuName: 'Item List',
    level: 3,
    urls: [
      '/library/list',
      '/v2/library/list',
      '/v2/library/list/import*',
      '/api/v1/items*',
      '/api/v3/items*',
    ],
  }),
  permissionEntry(bo, library, {
    id: 31,
    key: 'library.modifiers',
    priorityRank: 31,
    subMenu: 'modifier',
    subMenuName: 'Modifiers',
    level: 3,
    urls: ['/library/modifier', '/v2/library/modifier', '/api/v1/modifiers*'],
  }),
  permissionEntry(bo, library, {
    id: 32,
    key: 'library.categories',
    priorityRank: 32,
    subMenu: 'categories',
    subMenuName: 'Categories',
    level: 3,
    urls: ['/library/categories', '/v2/library/categories', '/api/v1/categories*'],
  }),
  permissionEntry(bo, library, {
    id: 33,
    key: 'library.promo',
    priorityRank: 33,
    subMenu: 'promo',
    subMenuName: 'Promo',
    level: 3,
    urls: ['/library/promo', '/v2/library/promo', '/api/promo/v1/promos*'],
  }),
  permissionEntry(bo, library, {
    id: 34,
    key: 'library.discounts',
    priorityRank: 34,
    subMenu: 'discounts',
    subMenuName: 'Discounts',
    level: 3,
    urls: [
      '/library/discounts',
      '/v2/library/discounts',
      '/api/inventory/v4/discounts*',
      '/api/inventory/v3/discounts*',
    ],
  }),
  ownerOnly(bo, library, {
    id: 35,
    key: 'library.taxes',
    priorityRank: 35,
    subMenu: 'taxes',
    subMenuName: 'Taxes',
    urls: ['/library/taxes', '/v2/library/taxes', '/api/v1/taxes*'],
  }),
  ownerOnly(bo, library, {
    id: 36,
    key: 'library.gratuity',
    priorityRank: 36,
    subMenu: 'gratuity',
    subMenuName: 'Gratuity',
    urls: ['/library/gratuity', '/v2/library/gratuity', '/api/v1/gratuities*'],
  }),
  permissionEntry(bo, library, {
    id: 37,
    key: 'library.sales_type',
    priorityRank: 37,
    subMenu: 'sales_type',
    subMenuName: 'Sales Type',
    level: 3,
    urls: ['/library/sales_type', '/v2/library/sales_type', '/api/library/v1/sales-type*'],
  }),
  permissionEntry(bo, library, {
    id: 38,
    key: 'library.brands',
    priorityRank: 38,
    subMenu: 'brands',
    subMenuName: 'Brands',
    level: 3,
    urls: [
      '/library/brands',
      '/v2/library/brands',
      '/api/inventory/v1/brands*',
      '/api/inventory/v1/principals*',
    ],
  }),
  permissionEntry(bo, library, {
    id: 39,
    key: 'library.bundle_package',
    priorityRank: 39,
    subMenu: 'bundle-package',
    subMenuName: 'Bundle Package',
    level: 3,
    urls: ['/library/bundle-package', '/v2/library/bundle-package', '/api/library/v1/bundle-packages*'],
  }),

  permissionEntry(bo, ingredient, {
    id: 40,
    key: 'ingredient.list',
    priorityRank: 40,
    subMenu: 'list',
    subMenuName: 'Ingredient List',
    level: 3,
    urls: ['/ingredient/list', '/api/v1/ingredients*', '/api/v1/units*'],
  }),
  permissionEntry(bo, ingredient, {
    id: 41,
    key: 'ingredient.categories',
    priorityRank: 41,
    subMenu: 'categories',
    subMenuName: 'Ingredient Categories',
    level: 3,
    urls: ['/ingredient/categories', '/api/v1/ingredient_categories*'],
  }),
  permissionEntry(bo, ingredient, {
    id: 42,
    key: 'ingredient.recipes',
    priorityRank: 42,
    subMenu: 'recipes',
    subMenuName: 'Recipes',
    level: 3,
    urls: ['/ingredient/recipes', '/api/v1/recipes*'],
  }),

  ...(
    [
      [50, 'summary', 'Summary'],
      [51, 'suppliers', 'Suppliers'],
      [52, 'purchase_orders', 'Purchase Order'],
      [53, 'transfer', 'Transfer'],
      [54, 'adjustment', 'Adjustment'],
    ] as const
  ).map(([id, subMenu, subMenuName]) =>
    permissionEntry(bo, inventory, {
      id,
      key: `inventory.${subMenu}`,
      priorityRank: id,
      subMenu,
      subMenuName,
      level: 3,
      urls: [
        `/inventory/${subMenu}`,
        `/api/v1/inventory/${subMenu}*`,
        `/api/v1/ingredients/inventory/${subMenu}*`,
      ],
    }),
  ),

  permissionEntry(bo, customers, {
    id: 60,
    key: 'customers.list',
    priorityRank: 60,
    subMenu: 'list',
    subMenuName: 'Customer List',
    level: 3,
    urls: ['/customers/list', '/api/customer/v1/customers*'],
  }),
  permissionEntry(bo, customers, {
    id: 61,
    key: 'customers.feedback_list',
    priorityRank: 61,
    subMenu: 'feedback_list',
    subMenuName: 'Feedback',
    level: 3,
    urls: ['/customers/feedback_list', '/api/v1/customer_feedbacks*'],
  }),
  permissionEntry(bo, customers, {
    id: 62,
    key: 'customers.loyalty',
    priorityRank: 62,
    subMenu: 'loyalty',
    subMenuName: 'Loyalty Program',
    level: 3,
    urls: ['/customers/loyalty', '/api/loyalty/v1/*', '/api/loyalty/v2/*', '/api/loyalty/v3/*'],
  }),

  permissionEntry(bo, employees, {
    id: 70,
    key: 'employees.staff',
    priorityRank: 70,
    subMenu: 'staff',
    subMenuName: 'Employee Slots',
    level: 3,
    urls: ['/employees/staff', '/api/account/v1/employees*', '/api/account/v1/slots*'],
  }),
  ownerOnly(bo, employees, {
    id: 71,
    key: 'employees.role',
    priorityRank: 71,
    subMenu: 'role',
    subMenuName: 'Employee Access',
    urls: ['/employees/role', '/api/account/v1/roles*', '/api/account/v1/permissions*'],
  }),
  ownerOnly(bo, employees, {
    id: 72,
    key: 'employees.pin',
    priorityRank: 72,
    subMenu: 'pin',
    subMenuName: 'PIN Access',
    urls: ['/employees/pin'],
  }),

  ...(
    [
      [80, 'group', 'Table Group'],
      [81, 'map', 'Table Map'],
      [82, 'report', 'Table Report'],
      [83, 'void-item-report', 'Void Item Report'],
    ] as const
  ).map(([id, subMenu, subMenuName]) =>
    permissionEntry(bo, tables, {
      id,
      key: `table_management.${subMenu}`,
      priorityRank: id,
      subMenu,
      subMenuName,
      level: 3,
      urls: [`/table-management/${subMenu}`, '/api/table-management/v1/*', '/api/sync-bill/v1/bills*'],
    }),
  ),
] as const;
