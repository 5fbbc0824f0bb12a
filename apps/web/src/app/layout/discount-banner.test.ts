import { beforeEach, describe, expect, it } from 'vitest';
import { makeBusiness, makeProfile } from '../../test/profile-fixture';
import { discountBannerApplies, discountBannerClosed, rememberDiscountBannerClosed } from './discount-banner';

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
});
