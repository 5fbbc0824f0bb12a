import { Box, Group, Table, Text } from '@mantine/core';
import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hourHeading,
  hourlyColumns,
  type HourlyMeasure,
  hourSpanText,
  hourValue,
  shadeLevel,
  shadeScale,
  type ShadeScale,
} from '../hourly-item-columns';
import { sortRows } from '../report-columns';
import type { ReportSort } from '../report-filters';
import { useHourlyFigure, useShortFigure } from './hourly-figure';

/**
 * The shades, none first, from the brand's blues: dark text on the light ones, white on the dark ones, both above
 * the 4.5:1 contrast the theme holds text to.
 */
const SHADES: readonly { background: string; color: string }[] = [
  { background: 'var(--mantine-color-gray-0)', color: 'var(--mantine-color-dimmed)' },
  { background: 'var(--mantine-color-brand-1)', color: 'var(--mantine-color-black)' },
  { background: 'var(--mantine-color-brand-2)', color: 'var(--mantine-color-black)' },
  { background: 'var(--mantine-color-brand-4)', color: 'var(--mantine-color-black)' },
  { background: 'var(--mantine-color-brand-6)', color: 'var(--mantine-color-white)' },
  { background: 'var(--mantine-color-brand-9)', color: 'var(--mantine-color-white)' },
];
const BELOW_ZERO = { background: 'var(--mantine-color-red-0)', color: 'var(--mantine-color-red-9)' };

const CELL = 42;
/** The item column stays in view while the hours scroll sideways on a phone. */
const sticky: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
  minWidth: 140,
  maxWidth: 220,
};

const itemLabel = (row: HourlyItemRowDto) =>
  row.variantName ? `${row.name} (${row.variantName})` : row.name;

export interface HourlyHeatMapProps {
  measure: HourlyMeasure;
  rows: readonly HourlyItemRowDto[];
  total: HourlyItemRowDto;
  hours: readonly number[];
  /** The table's order, so the two views list the items alike. */
  sort: ReportSort;
}

/**
 * Items × hours of the day, each cell shaded by its figure on one scale for every item (its legend below), with the
 * full figure as the cell's label. The All items strip on top shows the server's total per hour as bars on a scale
 * of its own: its hours are far larger than any item's and would otherwise wash every item's cell out; on top, as
 * the list of items can be long.
 */
export function HourlyHeatMap({ measure, rows, total, hours, sort }: HourlyHeatMapProps) {
  const { t, i18n } = useTranslation('salesReports');
  const figure = useHourlyFigure(measure);
  const short = useShortFigure(measure);
  const sorted = sortRows(rows, hourlyColumns(measure, hours), sort, i18n.language);
  const values = rows.flatMap((row) => hours.map((hour) => hourValue(row, hour, measure)));
  const scale = shadeScale(values, measure);
  const totalMax = Math.max(0, ...hours.map((hour) => hourValue(total, hour, measure)));
  const cellLabel = (item: string, hour: number, value: number) =>
    t(`hourly.cell.${measure}`, { item, hour: hourSpanText(hour), value: figure(value) });
  return (
    <>
      <Table.ScrollContainer minWidth={160 + hours.length * (CELL + 2)} type="native">
        <Table
          aria-label={t(`hourly.heatMapOf.${measure}`)}
          data-testid="hourly-heat-map"
          withRowBorders={false}
          fz="xs"
          style={{ borderCollapse: 'separate', borderSpacing: 2 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" style={sticky} fz="sm">
                {t('columns.item')}
              </Table.Th>
              {hours.map((hour) => (
                <Table.Th
                  key={hour}
                  scope="col"
                  ta="center"
                  p={2}
                  w={CELL}
                  title={hourSpanText(hour)}
                  aria-label={t('hourly.hourTitle', { hour: hourSpanText(hour) })}
                >
                  {hourHeading(hour)}
                </Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr data-total>
              <Table.Th scope="row" style={sticky} fz="sm">
                {t('hourly.allItems')}
              </Table.Th>
              {hours.map((hour) => {
                const value = hourValue(total, hour, measure);
                const label = cellLabel(t('hourly.allItems'), hour, value);
                return (
                  <Table.Td key={hour} p={2} ta="center" aria-label={label} title={label} data-heat-total>
                    <Box h={32} style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'center' }}>
                      <Box
                        w={CELL - 16}
                        h={totalMax > 0 && value > 0 ? Math.max(2, (value / totalMax) * 32) : 0}
                        bg="var(--mantine-color-brand-6)"
                        style={{ borderRadius: 2 }}
                      />
                    </Box>
                    <Text span size="xs" fw={600} aria-hidden style={{ whiteSpace: 'nowrap' }}>
                      {value === 0 ? '' : short(value)}
                    </Text>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.map((row, index) => (
              <Table.Tr key={`${row.name}:${row.variantName}:${index}`}>
                <Table.Th scope="row" style={sticky} fw={500} fz="sm" py={4}>
                  {/* The merchant's own names: not the page's words, not to be translated. */}
                  <Text span inherit translate="no" lineClamp={1} title={row.name}>
                    {row.name}
                  </Text>
                  {row.variantName && (
                    <Text span size="xs" c="dimmed" translate="no" lineClamp={1} display="block">
                      {row.variantName}
                    </Text>
                  )}
                </Table.Th>
                {hours.map((hour) => {
                  const value = hourValue(row, hour, measure);
                  return (
                    <HeatCell
                      key={hour}
                      value={value}
                      scale={scale}
                      text={value === 0 ? '' : short(value)}
                      label={cellLabel(itemLabel(row), hour, value)}
                    />
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <HeatLegend measure={measure} scale={scale} belowZero={values.some((value) => value < 0)} />
    </>
  );
}

function HeatCell({
  value,
  scale,
  text,
  label,
}: {
  value: number;
  scale: ShadeScale;
  text: string;
  label: string;
}) {
  const shade = value < 0 ? BELOW_ZERO : SHADES[shadeLevel(value, scale)]!;
  return (
    <Table.Td
      p={0}
      ta="center"
      h={34}
      aria-label={label}
      title={label}
      data-heat-cell
      data-level={value < 0 ? -1 : shadeLevel(value, scale)}
      style={{ ...shade, borderRadius: 4, whiteSpace: 'nowrap', minWidth: CELL }}
    >
      <span aria-hidden>{text}</span>
    </Table.Td>
  );
}

/** What each shade stands for: nothing, then each step's upper bound, and money given back where there was any. */
function HeatLegend({
  measure,
  scale,
  belowZero,
}: {
  measure: HourlyMeasure;
  scale: ShadeScale;
  belowZero: boolean;
}) {
  const { t } = useTranslation('salesReports');
  const figure = useHourlyFigure(measure);
  const swatch = (shade: { background: string }) => (
    <Box w={18} h={14} style={{ background: shade.background, borderRadius: 3, flex: 'none' }} aria-hidden />
  );
  const entries = [
    { key: 'none', shade: SHADES[0]!, text: t('hourly.legendNone') },
    ...scale.bounds.map((bound) => ({
      key: `up${bound}`,
      shade: SHADES[shadeLevel(bound, scale)]!,
      text: t('hourly.legendUpTo', { value: figure(bound) }),
    })),
    ...(belowZero ? [{ key: 'below', shade: BELOW_ZERO, text: t('hourly.legendBelowZero') }] : []),
  ];
  return (
    <Box px="sm" py="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group gap="md" wrap="wrap" align="center">
        <Text size="xs" fw={600} id="hourly-legend">
          {t('hourly.legend')}
        </Text>
        <Group gap="md" wrap="wrap" component="ul" aria-labelledby="hourly-legend" m={0} p={0}>
          {entries.map((entry) => (
            <Group key={entry.key} gap={6} wrap="nowrap" component="li" style={{ listStyle: 'none' }}>
              {swatch(entry.shade)}
              <Text size="xs">{entry.text}</Text>
            </Group>
          ))}
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('hourly.totalScale')}
      </Text>
    </Box>
  );
}
