import { describe, expect, it } from 'vitest';
import { makeBusiness } from '../../test/profile-fixture';
import { isChargedAutomatically, subscriptionBanner } from './subscription-banner';
import { pickTopBanners, type TopBannerCandidate } from './top-banner-slots';

const now = new Date('2025-08-13T03:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe('subscriptionBanner', () => {
  it('puts expired first', () => {
    expect(subscriptionBanner(makeBusiness({ has_expired: true, is_trial: true }), now)).toEqual({
      kind: 'expired',
    });
  });

  it('says trial mode over 14 days and counts down from 14', () => {
    expect(subscriptionBanner(makeBusiness({ is_trial: true, trial_end_at: inDays(20) }), now)).toEqual({
      kind: 'trial',
      daysLeft: 20,
      reminder: false,
    });
    expect(subscriptionBanner(makeBusiness({ is_trial: true, trial_end_at: inDays(13.2) }), now)).toEqual({
      kind: 'trial',
      daysLeft: 14,
      reminder: true,
    });
  });

  it('reminds paying monthly businesses 14 days or fewer before expiry, never yearly ones', () => {
    expect(subscriptionBanner(makeBusiness({ current_plan: 1, expired_at: inDays(10) }), now)).toEqual({
      kind: 'expiring',
      daysLeft: 10,
    });
    expect(subscriptionBanner(makeBusiness({ current_plan: 1, expired_at: inDays(15) }), now)).toBeNull();
    expect(subscriptionBanner(makeBusiness({ current_plan: 12, expired_at: inDays(3) }), now)).toBeNull();
  });

  it('does not ask a business on recurring billing to renew: it is charged on its own', () => {
    expect(
      subscriptionBanner(
        makeBusiness({ current_plan: 1, expired_at: inDays(3), billing_mode: 'recurring' }),
        now,
      ),
    ).toBeNull();
    expect(subscriptionBanner(makeBusiness({ has_expired: true, billing_mode: 'recurring' }), now)).toEqual({
      kind: 'expired',
    });
  });

  it('reminds a recurring business whose charges failed for good or ended: nothing will pay for it', () => {
    const recurring = makeBusiness({ current_plan: 1, expired_at: inDays(2), billing_mode: 'recurring' });
    for (const status of ['FAILED', 'INACTIVE']) {
      expect(
        subscriptionBanner(recurring, now, isChargedAutomatically(recurring, { status })),
        status,
      ).toEqual({ kind: 'expiring', daysLeft: 2 });
    }
    expect(subscriptionBanner(recurring, now, isChargedAutomatically(recurring, null))).toEqual({
      kind: 'expiring',
      daysLeft: 2,
    });
    for (const status of ['ACTIVE', 'PROCESSING']) {
      expect(
        subscriptionBanner(recurring, now, isChargedAutomatically(recurring, { status })),
        status,
      ).toBeNull();
    }
  });

  it('keeps the billing mode’s word while the subscription is unread (loading, or staff who cannot read it)', () => {
    const recurring = makeBusiness({ current_plan: 1, expired_at: inDays(2), billing_mode: 'recurring' });
    expect(isChargedAutomatically(recurring, undefined)).toBe(true);
    const regular = makeBusiness({ current_plan: 1, expired_at: inDays(2), billing_mode: 'regular' });
    expect(isChargedAutomatically(regular, { status: 'ACTIVE' })).toBe(false);
  });
});

describe('pickTopBanners', () => {
  const candidate = (kind: TopBannerCandidate['kind'], id: string = kind): TopBannerCandidate => ({
    kind,
    id,
    content: id,
  });

  it('shows one kind at a time by precedence', () => {
    expect(pickTopBanners([candidate('discount'), candidate('expiring')]).map((c) => c.id)).toEqual([
      'expiring',
    ]);
    expect(pickTopBanners([candidate('recurring-reminder'), candidate('discount')])[0]?.kind).toBe(
      'recurring-reminder',
    );
    expect(pickTopBanners([])).toEqual([]);
  });

  it('keeps every banner of the winning kind for the carousel', () => {
    expect(pickTopBanners([candidate('discount', 'a'), candidate('discount', 'b')])).toHaveLength(2);
  });
});
