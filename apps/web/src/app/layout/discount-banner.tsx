import type { Profile } from '@backoffice/contracts/profile';
import { ActionIcon, Anchor, Group } from '@mantine/core';
import { IconDiscount, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDiscountSettings } from '../../features/billing/api/get-discount-settings';
import { formatPercent } from '../../lib/format/format-percent';
import { DAY_MS, PREFERENCE_PREFIX, readStored, writeStored } from '../../lib/storage/expiring-storage';
import { isUnder, paths } from '../paths';
import { Bar } from './banner-bar';
import { useShell } from './shell-context';
import type { TopBannerCandidate } from './top-banner-slots';

/** The discount banner shows from 6 months before the expiry. */
export const DISCOUNT_BANNER_MONTHS = 6;
const YEARLY_PLAN = 12;
const closedKey = (businessId: number) => `${PREFERENCE_PREFIX}discount-banner-closed.${businessId}`;

/**
 * `date` moved back `months` calendar months, on the last day of the month when it has fewer days (date-fns'
 * subMonths, written out: the shell loads no date library, decision 0186).
 */
export function monthsBefore(date: Date, months: number): Date {
  const endOfTarget = new Date(date.getTime());
  endOfTarget.setMonth(date.getMonth() - months + 1, 0);
  if (date.getDate() >= endOfTarget.getDate()) return endOfTarget;
  const moved = new Date(date.getTime());
  moved.setFullYear(endOfTarget.getFullYear(), endOfTarget.getMonth(), date.getDate());
  return moved;
}

/**
 * "Top banner precedence": owners on a yearly plan, not in trial, within 6 months of the expiry (and not
 * past it: an expired business has its own banner).
 */
export function discountBannerApplies(profile: Profile, now: Date = new Date()): boolean {
  const business = profile.business;
  if (!profile.is_owner || business.current_plan !== YEARLY_PLAN || business.is_trial) return false;
  if (business.has_expired || !business.expired_at) return false;
  const expiry = new Date(business.expired_at);
  return now.getTime() >= monthsBefore(expiry, DISCOUNT_BANNER_MONTHS).getTime() && now < expiry;
}

/** Closing is remembered until the expiry changes (docs/spec-notes.md, decided reading 14): the closed flag stores the expiry it saw. */
export function discountBannerClosed(profile: Profile): boolean {
  return readStored<string>(closedKey(profile.business.id)) === profile.business.expired_at;
}

export function rememberDiscountBannerClosed(profile: Profile): void {
  writeStored(closedKey(profile.business.id), profile.business.expired_at, 400 * DAY_MS);
}

/**
 * The discount banner: "save up to" the best renewal discount still ahead, a link to billing with
 * #fromBanner (the page opens the discount popup after a second) and a close button. Not on billing itself.
 * The profile rules out most businesses without a request; the server's discount settings decide on the
 * business's own calendar and name the discount.
 */
export function useDiscountBanner(): TopBannerCandidate[] {
  const { t, i18n } = useTranslation('shell');
  const { profile, billingPath } = useShell();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(() => discountBannerClosed(profile));
  const applies = discountBannerApplies(profile) && !closed && !isUnder(pathname, paths.billing);
  const settings = useDiscountSettings(applies);
  const percent = settings.data?.banner_eligible ? settings.data.best_discount_percentage : 0;
  if (!applies || percent <= 0) return [];
  return [
    {
      kind: 'discount',
      id: 'discount',
      content: (
        <Bar
          tone="brand"
          icon={<IconDiscount size={18} />}
          text={t('banners.discount', { percent: formatPercent(percent, i18n.language) })}
          action={
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={`${billingPath}#fromBanner`}
                size="sm"
                fw={700}
                c="inherit"
                underline="always"
              >
                {t('banners.discountAction')}
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={t('banners.discountClose')}
                onClick={() => {
                  rememberDiscountBannerClosed(profile);
                  setClosed(true);
                }}
              >
                <IconX size={16} />
              </ActionIcon>
            </Group>
          }
        />
      ),
    },
  ];
}
