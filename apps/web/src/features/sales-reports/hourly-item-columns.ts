import type { HourlyItemRowDto } from '@backoffice/contracts/sales-reports';
import type { ReportColumn } from './report-columns';

/** Hourly item sold shows units (`quantity`), Hourly item amount net sales in Rupiah (`amount`). */
export type HourlyMeasure = 'quantity' | 'amount';

/** An hour's column key in the address (`sort=h09`). */
export const hourKey = (hour: number) => `h${String(hour).padStart(2, '0')}`;

/** "09", the hour as its column heads it; "09:00–09:59", the hour as a cell's label names it. */
export const hourHeading = (hour: number) => String(hour).padStart(2, '0');
export const hourSpanText = (hour: number) => `${hourHeading(hour)}:00–${hourHeading(hour)}:59`;

/** One hour's figure of a row; the contract sends all 24, so a missing one is read as nothing sold. */
export function hourValue(row: HourlyItemRowDto, hour: number, measure: HourlyMeasure): number {
  const cell = row.hours.find((candidate) => candidate.hour === hour);
  return cell ? cell[measure] : 0;
}

/**
 * The hours shown: from the first to the last hour with a figure of the report's own (units sold; net sales, a
 * refund's negative included) for any item over the range, so a café open 07–22 sees 16 columns, not 24 with
 * eight empty ones; a quiet hour inside the day stays (its gap is the point of the picture). Nothing at all: the
 * whole day.
 */
export function shownHours(rows: readonly HourlyItemRowDto[], measure: HourlyMeasure): number[] {
  const active = new Set<number>();
  for (const row of rows) {
    for (const cell of row.hours) if (cell[measure] !== 0) active.add(cell.hour);
  }
  if (active.size === 0) return Array.from({ length: 24 }, (_, hour) => hour);
  const first = Math.min(...active);
  const last = Math.max(...active);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The table's columns: item, variant, the range's total, then each shown hour; every one sorts. */
export function hourlyColumns(
  measure: HourlyMeasure,
  hours: readonly number[],
): ReportColumn<HourlyItemRowDto>[] {
  const kind = measure === 'quantity' ? 'count' : 'money';
  return [
    { key: 'item', label: 'item', kind: 'text', value: (row) => row.name },
    { key: 'variant', label: 'variant', kind: 'text', value: (row) => row.variantName },
    {
      key: measure,
      label: measure === 'quantity' ? 'sold' : 'netSales',
      kind,
      value: (row) => row[measure],
    },
    ...hours.map((hour): ReportColumn<HourlyItemRowDto> => ({
      key: hourKey(hour),
      label: 'hour',
      kind,
      value: (row) => hourValue(row, hour, measure),
    })),
  ];
}

/** The shade steps of the heat map, lightest first (the brand's blues; 0 is no shade). */
export const SHADE_STEPS = 5;

/**
 * The scale of a set of figures: how many steps it has and each step's upper bound. Units are whole, so fewer
 * than five units make fewer steps (one step per unit) rather than steps no cell can fall in.
 */
export interface ShadeScale {
  max: number;
  steps: number;
  bounds: number[];
}

export function shadeScale(values: readonly number[], measure: HourlyMeasure): ShadeScale {
  const max = Math.max(0, ...values);
  const steps = max <= 0 ? 0 : measure === 'quantity' ? Math.min(SHADE_STEPS, Math.ceil(max)) : SHADE_STEPS;
  const bounds = Array.from({ length: steps }, (_, index) => {
    const bound = (max * (index + 1)) / steps;
    return measure === 'quantity' ? Math.ceil(bound) : Math.round(bound);
  });
  return { max, steps, bounds };
}

/**
 * A figure's shade, 0 (nothing, or money given back) to SHADE_STEPS: a scale of fewer steps is spread over the
 * palette so its top is always the darkest.
 */
export function shadeLevel(value: number, scale: ShadeScale): number {
  if (value <= 0 || scale.steps === 0) return 0;
  const step = Math.min(scale.steps, Math.max(1, Math.ceil((value / scale.max) * scale.steps - 1e-9)));
  if (scale.steps === 1) return SHADE_STEPS;
  return 1 + Math.round(((step - 1) * (SHADE_STEPS - 1)) / (scale.steps - 1));
}
