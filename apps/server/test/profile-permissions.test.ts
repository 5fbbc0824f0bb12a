import { profileResponseSchema } from '@backoffice/contracts/profile';
import { beforeAll, describe, expect, it } from 'vitest';
import { featureSubscriptions, permissions, rolePermissions } from '../src/db/schema/index.js';
import {
  findPermission,
  isGrantable,
  managerPermissionKeys,
  permissionCatalogue,
} from '../src/platform/permissions/permission-catalogue.js';
import { bearer, limitToOutlets, signIn } from './identity-fixtures.js';
import { useTestApp } from './test-context.js';

describe('permission catalogue', () => {
  it('has unique ids and keys, and keeps the keys grants already refer to', () => {
    expect(new Set(permissionCatalogue.map((entry) => entry.id)).size).toBe(permissionCatalogue.length);
    expect(new Set(permissionCatalogue.map((entry) => entry.key)).size).toBe(permissionCatalogue.length);
    expect(findPermission('dashboard')?.id).toBe(1);
    expect(findPermission('reports.transactions')?.id).toBe(20);
    expect(findPermission('library.discounts')?.id).toBe(34);
    expect(findPermission('settings.billing')).toMatchObject({ id: 140, level: 1, usable: false });
    expect(findPermission('account.deletion')).toMatchObject({ level: 1, usable: false });
  });

  it('covers every menu and sub-menu of the screen description and the role rules', () => {
    const backOffice = permissionCatalogue.filter((entry) => entry.access === 'Back-office');
    const menus = new Set(backOffice.map((entry) => entry.menuName));
    for (const menu of [
      'Dashboard',
      'Reports',
      'Library',
      'Ingredient',
      'Inventory',
      'Customers',
      'Employees',
      'Table Management',
      'Payments',
      'Partner Solutions',
      'Capital',
      'Customer Display',
      'Online Channels',
      'Account Settings',
    ]) {
      expect(menus, menu).toContain(menu);
    }
    const screens = backOffice.flatMap((entry) => entry.urls);
    for (const path of [
      '/reports/sales/summary',
      '/reports/sales/hourly_item/amount',
      '/reports/shifts',
      '/library/bundle-package',
      '/ingredient/recipes',
      '/inventory/adjustment',
      '/customers/loyalty',
      '/employees/pin',
      '/table-management/void-item-report',
      '/payments/payment_configuration',
      '/apps/app-market',
      '/capital',
      '/customer-display/settings',
      '/online-store/google-shopping',
      '/outlets/list',
      '/settings/inventory',
      '/v2/settings/billing',
      '/v2/library/brands',
      '/v2/library/promo',
      '/v2/customer-display/campaign',
      '/v2/payments/payment_methods',
      '/v2/reports/transactions',
    ]) {
      expect(screens, path).toContain(path);
    }
    const apps = permissionCatalogue
      .filter((entry) => entry.access === 'App')
      .map((entry) => entry.subMenuName);
    expect(apps).toContain('Issue Refunds');
    expect(apps).toHaveLength(16);
    const endpoints = permissionCatalogue
      .filter((entry) => entry.access === 'Endpoint')
      .map((entry) => entry.subMenuName);
    expect(endpoints).toEqual(
      expect.arrayContaining(['Request Adjustments', 'Shipment Transfer Request', 'Owner Access']),
    );
  });

  it('gives the Manager a subset without billing, capital, deletion, outlets, owner-only or unusable entries', () => {
    for (const key of ['settings.billing', 'capital', 'account.deletion', 'settings.outlets']) {
      expect(managerPermissionKeys).not.toContain(key);
    }
    for (const key of managerPermissionKeys) expect(isGrantable(findPermission(key)!), key).toBe(true);
    expect(managerPermissionKeys).toEqual(
      expect.arrayContaining(['dashboard', 'reports.transactions', 'library.discounts', 'app.issue_refunds']),
    );
  });
});

describe('GET /api/account/v2/profile', () => {
  const context = useTestApp();
  beforeAll(async () => {
    await context.database.db
      .insert(featureSubscriptions)
      .values({ businessId: context.fx.a.id, featureName: 'Loyalty Pro' });
  });

  async function profileOf(login: string) {
    const { access_token } = await signIn(context.app, login);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/account/v2/profile',
      headers: bearer(access_token),
    });
    expect(response.statusCode).toBe(200);
    return profileResponseSchema.parse(response.json());
  }

  it('returns the owner with every permission, the business and its outlets', async () => {
    const profile = await profileOf(context.fx.a.owner.email);
    expect(profile).toMatchObject({
      id: context.fx.a.owner.id,
      email: context.fx.a.owner.email,
      first_name: 'Ayu',
      last_name: 'A',
      full_name: 'Ayu A',
      is_owner: true,
      is_manager: false,
      role_name: 'Owner',
      outlet_ids: context.fx.a.outletIds,
      selected_outlets: context.fx.a.outletIds,
      user_outlets_id: [],
      already_subscribed: true,
      loyalty_subscription: true,
      ingredient_subscription: false,
      gravatar: null,
    });
    expect(profile.permissions).toHaveLength(permissionCatalogue.length);
    const ranks = profile.permissions.map((entry) => entry.priority_rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(profile.permissions.find((entry) => entry.key === 'settings.billing')).toMatchObject({
      menu_name: 'Account Settings',
      sub_menu_name: 'Billing',
      access: 'Back-office',
      level: 1,
      usable: false,
      is_allowed_for_moka_pay: true,
    });
    expect(profile.business).toMatchObject({
      id: context.fx.a.id,
      name: 'Warung A',
      current_plan: 12,
      is_trial: false,
      has_expired: false,
      is_pos_user: true,
      is_mokapay_user: false,
      business_category_id: 51,
      capabilities: ['ECOMMERCE_ATTRIBUTES'],
    });
    expect(profile.outlets.map((outlet) => outlet.id)).toEqual(context.fx.a.outletIds);
    expect(profile.outlets[1]).toMatchObject({
      linked_status: 'deactive',
      time_zone: 'Asia/Jakarta',
      is_active_subscription: null,
    });
    expect(profile.feature_subscription).toEqual([
      {
        feature_name: 'Loyalty',
        is_subscribing: false,
        feature_properties: [
          { name: 'LOYALTY_MEMBER_LIMIT', value: '100' },
          { name: 'CAN_RESET_LOYALTY_PROGRAM', value: 'false' },
        ],
      },
      { feature_name: 'Table Management', is_subscribing: false, feature_properties: [] },
      { feature_name: 'Ingredient Inventory', is_subscribing: false, feature_properties: [] },
      {
        feature_name: 'Loyalty Pro',
        is_subscribing: true,
        feature_properties: [
          { name: 'LOYALTY_MEMBER_LIMIT', value: '-1' },
          { name: 'CAN_RESET_LOYALTY_PROGRAM', value: 'true' },
        ],
      },
    ]);
  });

  it('gives the manager the Manager grants and no billing', async () => {
    const profile = await profileOf(context.fx.a.manager.email);
    expect(profile).toMatchObject({ is_owner: false, is_manager: true, role_name: 'Manager' });
    const keys = profile.permissions.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['dashboard', 'reports.transactions', 'library.discounts']));
    expect(keys).not.toContain('settings.billing');
    expect(keys).not.toContain('capital');
    expect(profile.permissions.every((entry) => entry.level === 3 && entry.usable)).toBe(true);
  });

  it('never lets a grant row give an owner-only permission to another role', async () => {
    await context.database.db.insert(rolePermissions).values({
      businessId: context.fx.b.id,
      roleId: context.fx.b.noGrants.roleId,
      permissionKey: 'settings.billing',
    });
    const profile = await profileOf(context.fx.b.noGrants.email);
    expect(profile.permissions).toEqual([]);
  });

  it('keeps the permissions table in step with the catalogue in code', async () => {
    expect(await context.database.db.select().from(permissions)).toHaveLength(permissionCatalogue.length);
  });

  it('limits outlets to the user’s assignment', async () => {
    await limitToOutlets(context.database.db, context.fx.a.id, context.fx.a.noGrants.id, [
      context.fx.a.outletIds[1]!,
    ]);
    const profile = await profileOf(context.fx.a.noGrants.email);
    expect(profile.outlet_ids).toEqual([context.fx.a.outletIds[1]]);
    expect(profile.user_outlets_id).toEqual([context.fx.a.outletIds[1]]);
    expect(profile.outlets).toHaveLength(1);
    expect(profile.business.id).toBe(context.fx.a.id);
  });
});
