import { Table, Text } from '@mantine/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { parseISO } from 'date-fns';
import { type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { datePattern, formatDate } from '../../../lib/format/format-date';
import { useDetailLink } from '../detail-link-context';

export interface TableColumn<R> {
  key: string;
  header: string;
  /**
   * Pixels; the table is laid out fixed so rows measure the same everywhere. For the one `grow` column it is the
   * least it gets: that column takes what the others leave.
   */
  width: number;
  /**
   * The column that gives way (items, reasons): the table fills its box, so at 1366–1440 px the amount a
   * merchant looks for (Total Price, the last column) is on screen without scrolling sideways.
   */
  grow?: boolean;
  align?: 'right';
  cell: (row: R) => ReactNode;
}

interface GroupedTableProps<R> {
  label: string;
  columns: readonly TableColumn<R>[];
  rows: readonly R[];
  keyOf: (row: R) => string;
  /** `yyyy-MM-dd` on the row's outlet calendar. */
  dayOf: (row: R) => string;
  /** Where a click on the row leads (its detail); rows without one are not clickable. */
  hrefOf?: (row: R) => string;
  /** Known once every page is loaded; screen readers are told the count is unknown until then. */
  complete: boolean;
  /** The row whose detail is open, marked as the current one. */
  selectedKey?: string;
}

type Entry<R> = { kind: 'day'; day: string; key: string } | { kind: 'row'; row: R; key: string };

/** Row heights are fixed (single-line cells, the time cell holds two short lines), so nothing is measured. */
export const DAY_ROW_HEIGHT = 40;
export const DATA_ROW_HEIGHT = 56;
/** Rows drawn beyond each edge of the window, so a fast scroll does not show blank space. */
const OVERSCAN = 8;

/** Consecutive rows of the same day share one heading; the lists come newest first. */
function groupByDay<R>(rows: readonly R[], dayOf: (row: R) => string, keyOf: (row: R) => string) {
  const entries: Entry<R>[] = [];
  let current: string | undefined;
  for (const row of rows) {
    const day = dayOf(row);
    if (day !== current) {
      entries.push({ kind: 'day', day, key: `day:${day}:${entries.length}` });
      current = day;
    }
    entries.push({ kind: 'row', row, key: keyOf(row) });
  }
  return entries;
}

/**
 * A table of day-grouped rows that draws only the rows near the window (spec: 10,000 loaded rows keep at most about
 * a hundred row elements). It stays a real <table>: the rows above and below the drawn ones are one spacer row
 * each, so columns, headers and screen-reader table navigation work as in any table. The page scrolls, not the
 * table, so the virtualizer follows the window.
 */
export function GroupedTable<R>({
  label,
  columns,
  rows,
  keyOf,
  dayOf,
  hrefOf,
  complete,
  selectedKey,
}: GroupedTableProps<R>) {
  const { t, i18n } = useTranslation('transactions');
  const navigate = useNavigate();
  const link = useDetailLink();
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const entries = useMemo(() => groupByDay(rows, dayOf, keyOf), [rows, dayOf, keyOf]);

  // Where the body starts on the page: banners and filters above it move it, and with it every row's position.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => observer?.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: entries.length,
    estimateSize: (index) => (entries[index]?.kind === 'day' ? DAY_ROW_HEIGHT : DATA_ROW_HEIGHT),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => entries[index]?.key ?? index,
  });
  const drawn = virtualizer.getVirtualItems();
  const first = drawn[0];
  const last = drawn[drawn.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  const columnCount = columns.length;
  const dayPattern = datePattern(t('list.dayHeading'));

  return (
    <Table
      layout="fixed"
      highlightOnHover
      verticalSpacing={0}
      aria-label={label}
      aria-rowcount={complete ? entries.length + 1 : -1}
      miw={columns.reduce((sum, column) => sum + column.width, 0)}
    >
      <Table.Thead>
        <Table.Tr aria-rowindex={1}>
          {columns.map((column) => (
            <Table.Th key={column.key} w={column.grow ? undefined : column.width} ta={column.align} py="sm">
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody ref={bodyRef}>
        {before > 0 && (
          <tr aria-hidden style={{ height: before }}>
            <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
          </tr>
        )}
        {drawn.map((item) => {
          const entry = entries[item.index];
          if (!entry) return null;
          if (entry.kind === 'day') {
            return (
              <Table.Tr key={item.key} aria-rowindex={item.index + 2} bg="var(--mantine-color-gray-0)">
                <Table.Th colSpan={columnCount} scope="colgroup" h={DAY_ROW_HEIGHT} py={0}>
                  <Text size="sm" fw={700}>
                    {formatDate(parseISO(entry.day), i18n.language, dayPattern)}
                  </Text>
                </Table.Th>
              </Table.Tr>
            );
          }
          const href = hrefOf?.(entry.row);
          const selected = entry.key === selectedKey;
          return (
            <Table.Tr
              key={item.key}
              aria-rowindex={item.index + 2}
              aria-current={selected || undefined}
              bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              h={DATA_ROW_HEIGHT}
              style={href ? { cursor: 'pointer' } : undefined}
              onClick={
                href
                  ? (event) => {
                      // The cell's own link handles its clicks (and modifier keys for a new tab).
                      if ((event.target as HTMLElement).closest('a')) return;
                      void navigate(href, link);
                    }
                  : undefined
              }
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  py={0}
                  style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
                >
                  {column.cell(entry.row)}
                </Table.Td>
              ))}
            </Table.Tr>
          );
        })}
        {after > 0 && (
          <tr aria-hidden style={{ height: after }}>
            <td colSpan={columnCount} style={{ padding: 0, border: 0 }} />
          </tr>
        )}
      </Table.Tbody>
    </Table>
  );
}
