import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_THRESHOLD_PX, useLoadMore } from './use-load-more';

/**
 * happy-dom has no IntersectionObserver and no layout, so this stands in for the browser's: it records what is
 * observed and lets the test say when the sentinel comes into view (e2e/discounts.spec.ts scrolls a real one).
 */
class FakeIntersectionObserver {
  static live: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.push(target);
    FakeIntersectionObserver.live.push(this);
  }
  disconnect() {
    FakeIntersectionObserver.live = FakeIntersectionObserver.live.filter((observer) => observer !== this);
  }
  show(isIntersecting: boolean) {
    const entries = this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function List(props: { enabled: boolean; pageCount: number; loadMore: () => void }) {
  const sentinel = useLoadMore<HTMLDivElement>(props);
  return <div ref={sentinel} data-testid="sentinel" />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.live = [];
});

describe('useLoadMore', () => {
  it('loads more when the end of the list comes within the threshold of the viewport', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const loadMore = vi.fn();
    render(<List enabled pageCount={1} loadMore={loadMore} />);
    const [observer] = FakeIntersectionObserver.live;
    expect(observer?.options.rootMargin).toBe(`0px 0px ${LOAD_MORE_THRESHOLD_PX}px 0px`);
    observer!.show(false);
    expect(loadMore).not.toHaveBeenCalled();
    observer!.show(true);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('watches again after each page, so a short list keeps filling the screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const loadMore = vi.fn();
    const { rerender } = render(<List enabled pageCount={1} loadMore={loadMore} />);
    const first = FakeIntersectionObserver.live[0]!;
    rerender(<List enabled pageCount={2} loadMore={loadMore} />);
    expect(FakeIntersectionObserver.live).toHaveLength(1);
    expect(FakeIntersectionObserver.live[0]).not.toBe(first);
  });

  it('does not watch while disabled (no next page, a page loading or a failed load)', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const loadMore = vi.fn();
    const { rerender } = render(<List enabled pageCount={1} loadMore={loadMore} />);
    rerender(<List enabled={false} pageCount={1} loadMore={loadMore} />);
    expect(FakeIntersectionObserver.live).toHaveLength(0);
  });
});
