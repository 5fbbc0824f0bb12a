import type { ReactNode } from 'react';

/** spec §4 top-banner precedence; reading-notes §7: one banner at a time. */
export const TOP_BANNER_PRECEDENCE = [
  'expired',
  'trial',
  'expiring',
  'recurring-reminder',
  'discount',
] as const;
export type TopBannerKind = (typeof TOP_BANNER_PRECEDENCE)[number];

export interface TopBannerCandidate {
  kind: TopBannerKind;
  /** Stable id, so a rotating carousel keeps its place when the list is rebuilt. */
  id: string;
  content: ReactNode;
}

/**
 * Extension point for the billing work: the recurring-payment reminder (recurring flag on, next billing 1–7 days
 * away, owners only) and the discount banner (owners on a yearly plan, expiry within 6 months, not closed, not on
 * the billing page) are built there and returned from this hook. Until then there are none, on purpose.
 */
export function usePromotionalBanners(): TopBannerCandidate[] {
  return [];
}

/** The winning kind and every candidate of that kind (several promotions of one kind rotate). */
export function pickTopBanners(candidates: readonly TopBannerCandidate[]): TopBannerCandidate[] {
  for (const kind of TOP_BANNER_PRECEDENCE) {
    const ofKind = candidates.filter((candidate) => candidate.kind === kind);
    if (ofKind.length > 0) return ofKind;
  }
  return [];
}
