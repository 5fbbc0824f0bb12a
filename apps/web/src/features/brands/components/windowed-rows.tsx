import { Box } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

/** Load more within 300 px of the bottom, at most every 500 ms. */
export const LOAD_MORE_THRESHOLD_PX = 300;
export const SCROLL_THROTTLE_MS = 500;
/** Lines drawn above and below the view, so a fast scroll does not show blank space. */
const OVERSCAN = 8;

interface WindowedRowsProps<Row extends { key: string }> {
  rows: Row[];
  rowHeight: number;
  height: string;
  label: string;
  renderRow: (row: Row, index: number) => ReactNode;
  /** Near the end (and once a layout allows no scroll at all). */
  onNearEnd: () => void;
  /** Which lines are in view (for the 4th-from-last rule of expanded principals). */
  onRangeChange: (first: number, last: number) => void;
}

/**
 * A list that draws only the lines in view (plus a few), so 500 principals and thousands of brands keep about a
 * hundred lines in the page. Every line has one height; the list is one scroll area of the page.
 */
export function WindowedRows<Row extends { key: string }>({
  rows,
  rowHeight,
  height,
  label,
  renderRow,
  onNearEnd,
  onRangeChange,
}: WindowedRowsProps<Row>) {
  const viewport = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewHeight, setViewHeight] = useState(600);
  const lastNearEnd = useRef(0);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setViewHeight(element.clientHeight || 600));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const checkNearEnd = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    const remaining = element.scrollHeight - element.scrollTop - element.clientHeight;
    const now = Date.now();
    if (remaining <= LOAD_MORE_THRESHOLD_PX && now - lastNearEnd.current >= SCROLL_THROTTLE_MS) {
      lastNearEnd.current = now;
      onNearEnd();
    }
  }, [onNearEnd]);

  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(rows.length - 1, Math.ceil((scrollTop + viewHeight) / rowHeight) + OVERSCAN);
  const firstInView = Math.floor(scrollTop / rowHeight);
  const lastInView = Math.min(rows.length - 1, Math.ceil((scrollTop + viewHeight) / rowHeight));

  useEffect(() => onRangeChange(firstInView, lastInView), [firstInView, lastInView, rows, onRangeChange]);
  // A short list cannot scroll: whether more is wanted is asked each time the lines change.
  useEffect(() => {
    lastNearEnd.current = 0;
    checkNearEnd();
  }, [rows.length, checkNearEnd]);

  return (
    <Box
      ref={viewport}
      role="list"
      aria-label={label}
      tabIndex={-1}
      h={height}
      style={{ overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => {
        setScrollTop(event.currentTarget.scrollTop);
        checkNearEnd();
      }}
    >
      <div style={{ height: rows.length * rowHeight, position: 'relative' }}>
        {rows.slice(first, last + 1).map((row, offset) => (
          <div
            key={row.key}
            role="listitem"
            style={{
              position: 'absolute',
              top: (first + offset) * rowHeight,
              left: 0,
              right: 0,
              height: rowHeight,
            }}
          >
            {renderRow(row, first + offset)}
          </div>
        ))}
      </div>
    </Box>
  );
}
