import { describe, expect, it } from 'vitest';
import type { FlagMap } from '../../lib/flags/flag-defaults';
import { flagOff, flagsWith } from '../../test/flag-fixture';
import { catalogue, makeBusiness, makeProfile } from '../../test/profile-fixture';
import { buildShellValue } from '../layout/shell-context';
import { guardDecision } from './route-guard';

function shellFor(profile = makeProfile(), changes: Partial<FlagMap> = {}) {
  return buildShellValue(profile, flagsWith(changes));
}

const at = (pathname: string, search = '') => ({ pathname, search, hash: '' });

describe('guardDecision', () => {
  it('renders paths the menu covers', () => {
    expect(guardDecision(at('/library/list'), shellFor())).toEqual({ kind: 'render' });
    expect(guardDecision(at('/v2/'), shellFor())).toEqual({ kind: 'render' });
    expect(guardDecision(at('/v2/help'), shellFor())).toEqual({ kind: 'render' });
  });

  it('redirects old paths to their live /v2 twin, keeping the query', () => {
    expect(guardDecision(at('/library/discounts', '?q=1'), shellFor())).toEqual({
      kind: 'redirect',
      to: '/v2/library/discounts?q=1',
    });
  });

  it('says "no access" for a screen of another role, and stays on its path', () => {
    const manager = makeProfile({
      is_owner: false,
      permissions: catalogue.filter((entry) => entry.level !== 1),
    });
    // A /v2 screen of the edition, its sub-pages, and an old path of the catalogue the role does not hold.
    expect(guardDecision(at('/v2/settings/billing'), shellFor(manager))).toEqual({ kind: 'forbidden' });
    expect(guardDecision(at('/v2/settings/billing/recurring/payment'), shellFor(manager))).toEqual({
      kind: 'forbidden',
    });
    expect(guardDecision(at('/capital'), shellFor(manager))).toEqual({ kind: 'forbidden' });
    // Account deletion is open to every role: a non-owner is asked to have the owner submit.
    expect(guardDecision(at('/v2/account-deletion'), shellFor(manager))).toEqual({ kind: 'render' });
  });

  it('says "no access" for an entry locked out of the plan', () => {
    const paymentOnly = makeProfile({ business: makeBusiness({ is_pos_user: false }) });
    expect(guardDecision(at('/library/list'), shellFor(paymentOnly))).toEqual({ kind: 'forbidden' });
  });

  it('says "not found" for a path no screen answers to', () => {
    // The owner holds the whole catalogue, so an old path outside it is no screen at all.
    expect(guardDecision(at('/employees/role'), shellFor())).toEqual({ kind: 'notFound' });
    expect(guardDecision(at('/v2/no-such-screen'), shellFor())).toEqual({ kind: 'notFound' });
    expect(guardDecision(at('/v2/dashboard/typo'), shellFor())).toEqual({ kind: 'notFound' });
    const manager = makeProfile({ is_owner: false, permissions: catalogue.filter((e) => e.level !== 1) });
    expect(guardDecision(at('/v2/settings/billingx'), shellFor(manager))).toEqual({ kind: 'notFound' });
  });

  it('holds an expired business on billing, even for roles without Billing, without a loop', () => {
    const expired = makeBusiness({ has_expired: true });
    const owner = shellFor(makeProfile({ business: expired }));
    expect(guardDecision(at('/v2/dashboard'), owner)).toEqual({
      kind: 'redirect',
      to: '/v2/settings/billing',
    });
    expect(guardDecision(at('/v2/settings/billing'), owner)).toEqual({ kind: 'render' });

    const manager = shellFor(
      makeProfile({
        business: expired,
        is_owner: false,
        permissions: catalogue.filter((e) => e.level !== 1),
      }),
    );
    expect(guardDecision(at('/v2/settings/billing'), manager)).toEqual({ kind: 'render' });

    const oldBilling = shellFor(makeProfile({ business: expired }), {
      'redirect-map': flagOff,
    });
    expect(guardDecision(at('/v2/dashboard'), oldBilling)).toEqual({
      kind: 'redirect',
      to: '/settings/billing',
    });
    expect(guardDecision(at('/settings/billing'), oldBilling)).toEqual({ kind: 'render' });
  });
});
