import { Anchor, Box } from '@mantine/core';
import { IconAlertTriangle, IconClock, IconSparkles } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useActiveRecurring } from '../../lib/billing/get-active-recurring';
import { useFlag } from '../../lib/flags/flags-context';
import { isUnder } from '../paths';
import { Bar } from './banner-bar';
import { useDiscountBanner } from './discount-banner';
import { useShell } from './shell-context';
import { isChargedAutomatically, subscriptionBanner } from './subscription-banner';
import { pickTopBanners, type TopBannerCandidate, usePromotionalBanners } from './top-banner-slots';

/** Banner carousel 9000 ms (only when several banners of one kind apply). */
export const BANNER_ROTATION_MS = 9000;

function useSubscriptionCandidate(): TopBannerCandidate | null {
  const { t } = useTranslation('shell');
  const { profile, billingPath } = useShell();
  const { pathname } = useLocation();
  // The same query as the recurring reminder's (one request): a recurring business whose charges failed for good is
  // reminded to renew like any other.
  const flag = useFlag('recurring-payment');
  const readsRecurring = profile.is_owner && flag.enabled && profile.business.billing_mode === 'recurring';
  const recurring = useActiveRecurring({ enabled: readsRecurring });
  const banner = subscriptionBanner(
    profile.business,
    new Date(),
    isChargedAutomatically(profile.business, readsRecurring ? recurring.data : undefined),
  );
  if (!banner) return null;

  // Owners are the ones who can pay; a link to the page they are already on is noise, except for an expired
  // business: it is held on billing, and Renew is the one thing the banner asks of it.
  const onBilling = isUnder(pathname, billingPath);
  const showLink = profile.is_owner && (!onBilling || banner.kind === 'expired');
  const link = (label: string) =>
    showLink ? (
      <Anchor component={Link} to={billingPath} size="sm" fw={700} c="inherit" underline="always">
        {label}
      </Anchor>
    ) : undefined;

  switch (banner.kind) {
    case 'expired':
      return {
        kind: 'expired',
        id: 'expired',
        content: (
          <Bar
            tone="red"
            icon={<IconAlertTriangle size={18} />}
            text={profile.is_owner ? t('banners.expired') : t('banners.expiredAskOwner')}
            action={link(t('banners.renew'))}
          />
        ),
      };
    case 'trial': {
      const text = !banner.reminder
        ? t('banners.trialMode')
        : banner.daysLeft === 0
          ? t('banners.trialEndsToday')
          : t('banners.trialDaysLeft', { count: banner.daysLeft });
      return {
        kind: 'trial',
        id: 'trial',
        content: (
          <Bar
            tone={banner.reminder ? 'orange' : 'brand'}
            icon={<IconSparkles size={18} />}
            text={text}
            action={link(t('banners.subscribe'))}
          />
        ),
      };
    }
    case 'expiring':
      return {
        kind: 'expiring',
        id: 'expiring',
        content: (
          <Bar
            tone="orange"
            icon={<IconClock size={18} />}
            text={
              banner.daysLeft === 0
                ? t('banners.expiringToday')
                : t('banners.expiringDaysLeft', { count: banner.daysLeft })
            }
            action={link(t('banners.renew'))}
          />
        ),
      };
  }
}

/** One banner above the page, chosen by the precedence of the product's state rules (docs/spec-notes.md, decided reading 7). */
export function TopBanner() {
  const subscription = useSubscriptionCandidate();
  const discount = useDiscountBanner();
  const promotional = [...usePromotionalBanners(), ...discount];
  const shown = pickTopBanners(subscription ? [subscription, ...promotional] : promotional);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (shown.length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => current + 1), BANNER_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [shown.length]);

  if (shown.length === 0) return null;
  const current = shown[index % shown.length];
  return (
    <Box role="status" aria-live="polite" data-banner={current?.kind}>
      {current?.content}
    </Box>
  );
}
