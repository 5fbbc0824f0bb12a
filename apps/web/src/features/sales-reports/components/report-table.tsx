import { Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf } from '../../../components/ui/reporting-range';
import { firstDirection, type ReportColumn, sortRows } from '../report-columns';
import type { ReportSort } from '../report-filters';
import { figureText, signedPercent } from './figure-text';

export interface ReportTableProps<Row> {
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  total: Row;
  /** The previous range's total, when comparing. */
  previousTotal: Row | undefined;
  sort: ReportSort | undefined;
  onSort: (sort: ReportSort) => void;
  /** A name cell as the report shows it (a day that links to its transactions, a method in the page's language). */
  nameCell: (column: ReportColumn<Row>, row: Row) => ReactNode;
  rowKey: (row: Row, index: number) => string;
  /** The table's name when the page holds two (Taxes' included taxes); else the reports' title. */
  label?: string;
}

const isFigure = (column: ReportColumn<unknown>) => column.kind !== 'text' && column.kind !== 'period';

/**
 * The frame's table: every column sorts (a header is a button; a second click reverses), the server's total row
 * and, when comparing, the previous period's total and the change stay below the rows whatever the order. It
 * scrolls sideways within its box on a narrow screen.
 */
export function ReportTable<Row>({
  columns,
  rows,
  total,
  previousTotal,
  sort,
  onSort,
  nameCell,
  rowKey,
  label,
}: ReportTableProps<Row>) {
  const { t, i18n } = useTranslation('salesReports');
  const language = i18n.language;
  const sorted = sortRows(rows, columns, sort, language);
  const totalCell = (column: ReportColumn<Row>, index: number, label: string, row: Row) =>
    isFigure(column as ReportColumn<unknown>) ? figureText(column, row, language) : index === 0 ? label : '';
  return (
    <Table.ScrollContainer minWidth={columns.length * 110} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        fz="sm"
        aria-label={label ?? t('title')}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => {
              const active = sort?.column === column.key ? sort.direction : undefined;
              const label = t(`columns.${column.label}`);
              const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconSelector;
              return (
                <Table.Th
                  key={column.key}
                  aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
                  ta={isFigure(column as ReportColumn<unknown>) ? 'right' : 'left'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  <UnstyledButton
                    onClick={() =>
                      onSort({
                        column: column.key,
                        direction: active ? (active === 'asc' ? 'desc' : 'asc') : firstDirection(column.kind),
                      })
                    }
                    title={t('table.sortBy', { column: label })}
                    fz="sm"
                    fw={600}
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                  >
                    {label}
                    <Icon size={14} aria-hidden />
                  </UnstyledButton>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) =>
                isFigure(column as ReportColumn<unknown>) ? (
                  <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {figureText(column, row, language)}
                  </Table.Td>
                ) : (
                  <Table.Td key={column.key}>{nameCell(column, row)}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-total fw={700}>
            {columns.map((column, index) => (
              <Table.Th key={column.key} ta={index === 0 ? 'left' : 'right'} style={{ whiteSpace: 'nowrap' }}>
                {totalCell(column, index, t('table.total'), total)}
              </Table.Th>
            ))}
          </Table.Tr>
          {previousTotal && (
            <>
              <Table.Tr data-previous-total>
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    ta={index === 0 ? 'left' : 'right'}
                    c="dimmed"
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {totalCell(column, index, t('table.previousTotal'), previousTotal)}
                  </Table.Td>
                ))}
              </Table.Tr>
              <Table.Tr data-change>
                {columns.map((column, index) => (
                  <Table.Td
                    key={column.key}
                    ta={index === 0 ? 'left' : 'right'}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    {index === 0 ? (
                      t('table.change')
                    ) : (
                      <ChangeText column={column} now={total} before={previousTotal} />
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            </>
          )}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The change in % of a money or count figure; nothing for names and margins, a dash when there was nothing before. */
function ChangeText<Row>({ column, now, before }: { column: ReportColumn<Row>; now: Row; before: Row }) {
  const { t, i18n } = useTranslation('salesReports');
  if (column.kind !== 'money' && column.kind !== 'count') return null;
  const change = changeOf(Number(column.value(now)), Number(column.value(before)));
  if (change === undefined) return <>{t('table.noChange')}</>;
  return (
    // No colour: a rise is good news for sales and bad news for refunds or discounts.
    <Text span inherit>
      {change > 0 ? '+' : ''}
      {signedPercent(change, i18n.language)}
    </Text>
  );
}

/** The table's shape while the report loads. */
export function ReportTableSkeleton({ columns }: { columns: number }) {
  return (
    <Table.ScrollContainer minWidth={columns * 110} type="native">
      <Table aria-hidden>
        <Table.Tbody>
          {Array.from({ length: 6 }, (_, row) => (
            <Table.Tr key={row}>
              {Array.from({ length: columns }, (_, cell) => (
                <Table.Td key={cell}>
                  <Skeleton h={14} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
