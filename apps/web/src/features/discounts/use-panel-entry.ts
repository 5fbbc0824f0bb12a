import { discountTypeSchema } from '@backoffice/contracts/discounts';
import { useCallback, useEffect, useRef } from 'react';
import { type Location, useLocation, useNavigate } from 'react-router';
import type { DiscountKey } from '@backoffice/contracts/discounts';

export type DiscountPanelState = { mode: 'create' } | { mode: 'edit'; discount: DiscountKey };

const STATE_KEY = 'discountPanel';

/** The panel a history entry holds; anything else in `history.state` (an older build's, say) is no panel. */
export function panelOf(location: Pick<Location, 'state'>): DiscountPanelState | null {
  const state: unknown = (location.state as Record<string, unknown> | null)?.[STATE_KEY];
  if (typeof state !== 'object' || state === null) return null;
  const { mode, discount } = state as { mode?: unknown; discount?: Partial<DiscountKey> };
  if (mode === 'create') return { mode };
  if (
    mode === 'edit' &&
    typeof discount?.name === 'string' &&
    discountTypeSchema.safeParse(discount.type).success &&
    (discount.amount === null || typeof discount.amount === 'number')
  ) {
    return { mode, discount: discount as DiscountKey };
  }
  return null;
}

/** Going out of the panel's history entry: to another page, or Back to the list without it. */
export function leavesPanel(from: Location, to: Location): boolean {
  return from.pathname !== to.pathname || from.search !== to.search || panelOf(to) === null;
}

/**
 * The side panel is a history entry of its own on top of the list (same address), so that the browser's Back
 * closes it as it closes any full-screen view on a phone, and so that the leave-page guard can ask first when the
 * panel holds unsaved changes (decision 0021).
 */
export function usePanelEntry() {
  const location = useLocation();
  const navigate = useNavigate();
  const panel = panelOf(location);
  const { pathname, search } = location;
  const open = useCallback(
    (state: DiscountPanelState) => void navigate({ pathname, search }, { state: { [STATE_KEY]: state } }),
    [navigate, pathname, search],
  );
  // The entry below the panel's is the list it was opened from: going back there is closing it. Going back is
  // asynchronous, so a second close before it lands (a double click, the saved panel's close re-run by a render)
  // would go back once more, off the screen: one Back at a time, until the location changes or the merchant
  // chose to stay when the leave-page guard asked.
  const goingBack = useRef(false);
  useEffect(() => {
    goingBack.current = false;
  }, [location.key]);
  const close = useCallback(() => {
    if (goingBack.current) return;
    goingBack.current = true;
    void navigate(-1);
  }, [navigate]);
  const stay = useCallback(() => {
    goingBack.current = false;
  }, []);
  return { panel, open, close, stay };
}
