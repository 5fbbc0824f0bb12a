import { Table, Text, UnstyledButton } from '@mantine/core';
import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOf } from '../../../components/ui/reporting-range';
import { hourHeading, hourlyColumns, type HourlyMeasure, hourSpanText } from '../hourly-item-columns';
import { firstDirection, type ReportColumn, sortRows } from '../report-columns';
import type { ReportSort } from '../report-filters';
import { signedPercent } from './figure-text';
import { useHourlyFigure } from './hourly-figure';

type Column = ReportColumn<HourlyItemRowDto>;

/** The item column stays in view while the variant, total and hours scroll sideways on a phone. */
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 130,
};
const nowrap: CSSProperties = { whiteSpace: 'nowrap' };

export interface HourlyItemTableProps {
  measure: HourlyMeasure;
  rows: readonly HourlyItemRowDto[];
  total: HourlyItemRowDto;
  previousTotal: HourlyItemRowDto | undefined;
  hours: readonly number[];
  sort: ReportSort;
  onSort: (sort: ReportSort) => void;
}

/**
 * The heat map's figures as a table: item, variant, the range's total and each hour, every column sorting (a
 * second click reverses); the server's total row and, when comparing, the previous period's total and the change
 * below the rows whatever the order, as the frame's other tables.
 */
export function HourlyItemTable({
  measure,
  rows,
  total,
  previousTotal,
  hours,
  sort,
  onSort,
}: HourlyItemTableProps) {
  const { t, i18n } = useTranslation('salesReports');
  const figure = useHourlyFigure(measure);
  const columns = hourlyColumns(measure, hours);
  const sorted = sortRows(rows, columns, sort, i18n.language);
  const cellStyle = (index: number): CSSProperties => (index === 0 ? { ...sticky, ...nowrap } : nowrap);
  const footRow = (label: string, cell: (column: Column) => ReactNode) =>
    columns.map((column, index) => (
      <Table.Td key={column.key} ta={index === 0 ? 'left' : 'right'} style={cellStyle(index)}>
        {index === 0 ? label : column.kind === 'text' ? '' : cell(column)}
      </Table.Td>
    ));
  const change = (column: Column) => {
    const value = changeOf(Number(column.value(total)), Number(column.value(previousTotal!)));
    return value === undefined
      ? t('table.noChange')
      : `${value > 0 ? '+' : ''}${signedPercent(value, i18n.language)}`;
  };
  return (
    <Table.ScrollContainer minWidth={340 + hours.length * 76} type="native">
      <Table
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        fz="sm"
        aria-label={t(`hourly.tableOf.${measure}`)}
        data-testid="hourly-table"
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <SortHeader
                key={column.key}
                column={column}
                hour={index >= 3 ? hours[index - 3] : undefined}
                sort={sort}
                onSort={onSort}
                style={cellStyle(index)}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row, rowIndex) => (
            <Table.Tr key={`${row.name}:${row.variantName}:${rowIndex}`}>
              {columns.map((column, index) =>
                column.kind === 'text' ? (
                  <Table.Td key={column.key} style={cellStyle(index)}>
                    {/* The merchant's own names: not the page's words, not to be translated. */}
                    <span translate="no">{String(column.value(row))}</span>
                  </Table.Td>
                ) : (
                  <Table.Td key={column.key} ta="right" style={nowrap}>
                    {/* A dash for nothing, so the hours that sold stand out of a wide table. */}
                    {Number(column.value(row)) === 0 ? (
                      <Text span inherit c="dimmed">
                        {t('table.noChange')}
                      </Text>
                    ) : (
                      figure(Number(column.value(row)))
                    )}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr data-total fw={700}>
            {footRow(t('table.total'), (column) => figure(Number(column.value(total))))}
          </Table.Tr>
          {previousTotal && (
            <>
              <Table.Tr data-previous-total c="dimmed">
                {footRow(t('table.previousTotal'), (column) => figure(Number(column.value(previousTotal))))}
              </Table.Tr>
              <Table.Tr data-change>{footRow(t('table.change'), change)}</Table.Tr>
            </>
          )}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A column's heading as a button that sorts by it: an hour reads "09" and is named "Hour 09:00–09:59". */
function SortHeader({
  column,
  hour,
  sort,
  onSort,
  style,
}: {
  column: Column;
  hour: number | undefined;
  sort: ReportSort;
  onSort: (sort: ReportSort) => void;
  style: CSSProperties;
}) {
  const { t } = useTranslation('salesReports');
  const active = sort.column === column.key ? sort.direction : undefined;
  const name =
    hour === undefined ? t(`columns.${column.label}`) : t('hourly.hourTitle', { hour: hourSpanText(hour) });
  const Icon = active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconSelector;
  return (
    <Table.Th
      aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}
      ta={column.kind === 'text' ? 'left' : 'right'}
      style={style}
      aria-label={hour === undefined ? undefined : name}
    >
      <UnstyledButton
        onClick={() =>
          onSort({
            column: column.key,
            direction: active ? (active === 'asc' ? 'desc' : 'asc') : firstDirection(column.kind),
          })
        }
        title={t('table.sortBy', { column: name })}
        aria-label={hour === undefined ? undefined : name}
        fz="sm"
        fw={600}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {hour === undefined ? name : hourHeading(hour)}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}
