import type { ReactNode } from 'react';
import { useRecurringReminderBanner } from './recurring-reminder-banner';

/** The product's state rules top-banner precedence; docs/spec-notes.md, decided reading 7: one banner at a time. */
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
 * The promotional banners below the subscription ones: the recurring-payment reminder (recurring flag on, next
 * billing 1–7 days away, owners only). The discount banner is built beside it (discount-banner.tsx).
 */
export function usePromotionalBanners(): TopBannerCandidate[] {
  return useRecurringReminderBanner();
}

/** The winning kind and every candidate of that kind (several promotions of one kind rotate). */
export function pickTopBanners(candidates: readonly TopBannerCandidate[]): TopBannerCandidate[] {
  for (const kind of TOP_BANNER_PRECEDENCE) {
    const ofKind = candidates.filter((candidate) => candidate.kind === kind);
    if (ofKind.length > 0) return ofKind;
  }
  return [];
}
