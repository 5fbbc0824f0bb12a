import type { ProfileOutlet } from '@backoffice/contracts/profile';
import { describe, expect, it } from 'vitest';
import type { FlagMap } from '../../lib/flags/flag-defaults';
import { flagOff, flagOn, flagsWith } from '../../test/flag-fixture';
import { catalogue, makeBusiness, makeProfile } from '../../test/profile-fixture';
import { buildMenu, canOpen, findEntry, homePath } from './build-menu';
import { redirectRulesFrom } from './redirects';

const on = flagOn;
const off = flagOff;

function menu(profile = makeProfile(), changes: Partial<FlagMap> = {}) {
  const flags = flagsWith(changes);
  return buildMenu(profile, flags, redirectRulesFrom(flags));
}

const names = (groups: ReturnType<typeof menu>) =>
  groups.map((group) => `${group.menuName}: ${group.entries.map((entry) => entry.subMenuName).join(', ')}`);

describe('buildMenu', () => {
  it('groups Back-office entries by menu in priority order', () => {
    expect(names(menu())).toEqual([
      'Dashboard: Dashboard',
      'Reports: Sales, Transactions',
      'Library: Item List, Discounts, Bundle Package',
      'Capital: Capital',
      'Online Channels: GoFood',
      'Account Settings: Outlets, Billing',
    ]);
  });

  it('links to the live /v2 screen, or the old one when the redirect map is off', () => {
    const entries = menu().flatMap((group) => group.entries);
    const path = (key: string) => entries.find((entry) => entry.subMenu === key)?.path;
    expect(path('dashboard')).toBe('/v2/dashboard');
    expect(path('transactions')).toBe('/v2/reports/transactions');
    expect(path('list')).toBe('/library/list');
    // The outlet list is not in this edition: Outlets opens the outlets' cashier devices (decision 0093).
    expect(path('outlets')).toBe('/v2/settings/outlets/devices');
    const oldOnes = menu(makeProfile(), { 'redirect-map': off }).flatMap((group) => group.entries);
    expect(oldOnes.find((entry) => entry.subMenu === 'discounts')?.path).toBe('/library/discounts');
  });

  it('shows Brands only with the ECOMMERCE_ATTRIBUTES capability and its flag', () => {
    const withCapability = makeProfile({
      business: makeBusiness({ capabilities: ['ECOMMERCE_ATTRIBUTES'] }),
    });
    const has = (groups: ReturnType<typeof menu>) =>
      groups.some((group) => group.entries.some((entry) => entry.subMenu === 'brands'));
    expect(has(menu(withCapability, { 'ecommerce-attributes': on }))).toBe(true);
    expect(has(menu(withCapability, { 'ecommerce-attributes': off }))).toBe(false);
    expect(has(menu(makeProfile(), { 'ecommerce-attributes': on }))).toBe(false);
  });

  it('shows Capital to owners only', () => {
    const manager = makeProfile({ is_owner: false });
    expect(menu(manager).some((group) => group.menu === 'capital')).toBe(false);
  });

  it('shows online channels by their flag', () => {
    const groups = menu(makeProfile(), { 'online-store': on });
    expect(names(groups)).toContain('Online Channels: Online Store, GoFood');
  });

  it('locks entries outside the payment-only edition for non-POS users', () => {
    const payOnly = makeProfile({ business: makeBusiness({ is_pos_user: false }) });
    const groups = menu(payOnly);
    const locked = groups.flatMap((group) => group.entries).filter((entry) => entry.locked);
    expect(locked.map((entry) => entry.subMenuName)).toEqual([
      'Item List',
      'Discounts',
      'Bundle Package',
      'Capital',
      'GoFood',
    ]);
    expect(canOpen(groups, '/library/list')).toBe(false);
    expect(canOpen(groups, '/v2/dashboard')).toBe(true);
  });

  it('puts red dots where the flags say', () => {
    const deactive = { linked_status: 'deactive' } as ProfileOutlet;
    const groups = menu(makeProfile({ outlets: [deactive] }), {
      'bundle-report': on,
      'bundle-package': on,
      'outlet-linking': on,
    });
    const dotted = groups.flatMap((group) => group.entries).filter((entry) => entry.redDot);
    expect(dotted.map((entry) => entry.subMenuName)).toEqual(['Sales', 'Bundle Package', 'Outlets']);
    expect(groups.filter((group) => group.redDot).map((group) => group.menu)).toEqual([
      'reports',
      'library',
      'account_settings',
    ]);
    expect(menu(makeProfile({ outlets: [] }), { 'outlet-linking': on }).some((group) => group.redDot)).toBe(
      false,
    );
  });
});

describe('guard helpers', () => {
  it('opens covered paths, including sub-paths of wildcard entries', () => {
    const groups = menu();
    expect(canOpen(groups, '/v2/settings/billing/recurring/payment')).toBe(true);
    expect(canOpen(groups, '/capital/term-loan/conditions')).toBe(true);
    expect(canOpen(groups, '/employees/role')).toBe(false);
    expect(findEntry(groups, '/v2/reports/transactions/123')?.subMenuName).toBe('Transactions');
  });

  it('goes home to the dashboard, or to the first entry the role may open', () => {
    expect(homePath(menu(), '/v2/dashboard')).toBe('/v2/dashboard');
    const noDashboard = makeProfile({ permissions: catalogue.filter((entry) => entry.menu !== 'dashboard') });
    expect(homePath(menu(noDashboard), '/v2/dashboard')).toBe('/v2/reports/sales/summary');
    expect(homePath([], '/v2/dashboard')).toBeUndefined();
  });
});
