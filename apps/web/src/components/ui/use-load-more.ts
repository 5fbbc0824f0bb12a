import { useEffect, useRef } from 'react';

/** The product's constants (Discounts): a list loads its next page when its end comes within 100 px of the viewport. */
export const LOAD_MORE_THRESHOLD_PX = 100;

/**
 * Infinite scroll for any cursor-paged list. Returns a ref for an element placed after the last row. While that
 * element is within `thresholdPx` of the bottom of the viewport, `loadMore` is called once per change of
 * `pageCount` — so a short first page that does not fill the screen keeps loading until it does, and a failed
 * load waits for the user's retry.
 */
export function useLoadMore<T extends Element>(options: {
  enabled: boolean;
  pageCount: number;
  loadMore: () => void;
  thresholdPx?: number;
}) {
  const { enabled, pageCount, loadMore, thresholdPx = LOAD_MORE_THRESHOLD_PX } = options;
  const ref = useRef<T>(null);
  const latest = useRef(loadMore);
  useEffect(() => {
    latest.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const target = ref.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `0px 0px ${thresholdPx}px 0px` },
    );
    // A new observer reports the current position at once, so a list still short of the screen fills up.
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, pageCount, thresholdPx]);

  return ref;
}
