import { subMonths } from 'date-fns';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeBusiness, makeProfile } from '../../test/profile-fixture';
import {
  discountBannerApplies,
  discountBannerClosed,
  monthsBefore,
  rememberDiscountBannerClosed,
} from './discount-banner';

const now = new Date('2026-11-26T08:00:00Z');
const expiringIn = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const profileWith = (business: Parameters<typeof makeBusiness>[0], isOwner = true) =>
  makeProfile({ is_owner: isOwner, business: makeBusiness(business) });

beforeEach(() => window.localStorage.clear());

describe('the discount banner ("Top banner precedence")', () => {
  it('applies to owners on a yearly plan, not in trial, from 6 months before the expiry', () => {
    expect(discountBannerApplies(profileWith({ current_plan: 12, expired_at: expiringIn(150) }), now)).toBe(
      true,
    );
    expect(discountBannerApplies(profileWith({ current_plan: 12, expired_at: expiringIn(200) }), now)).toBe(
      false,
    );
    expect(discountBannerApplies(profileWith({ current_plan: 1, expired_at: expiringIn(20) }), now)).toBe(
      false,
    );
    expect(
      discountBannerApplies(
        profileWith({ current_plan: 12, is_trial: true, expired_at: expiringIn(20) }),
        now,
      ),
    ).toBe(false);
    expect(
      discountBannerApplies(profileWith({ current_plan: 12, expired_at: expiringIn(20) }, false), now),
    ).toBe(false);
    expect(
      discountBannerApplies(
        profileWith({ current_plan: 12, has_expired: true, expired_at: expiringIn(-3) }),
        now,
      ),
    ).toBe(false);
  });

  it('stays closed until the expiry changes', () => {
    const before = profileWith({ id: 5, current_plan: 12, expired_at: expiringIn(150) });
    expect(discountBannerClosed(before)).toBe(false);
    rememberDiscountBannerClosed(before);
    expect(discountBannerClosed(before)).toBe(true);
    const renewed = profileWith({ id: 5, current_plan: 12, expired_at: expiringIn(515) });
    expect(discountBannerClosed(renewed)).toBe(false);
  });

  it('counts 6 months back as date-fns does, month ends included', () => {
    for (const day of [
      '2026-08-31T10:00:00',
      '2026-03-31T00:00:00',
      '2027-02-28T23:59:00',
      '2026-12-15T08:00:00',
    ])
      for (const months of [1, 6, 13])
        expect(monthsBefore(new Date(day), months)).toEqual(subMonths(new Date(day), months));
  });
});
