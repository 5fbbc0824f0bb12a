import { describe, expect, it } from 'vitest';
import { canExportFor, createExportBodySchema, SINGLE_OUTLET_EXPORT_MESSAGE } from './exports.js';

const range = { start_time: '2024-05-01T00:00:00', end_time: '2024-05-31T23:59:59' };

describe('export request', () => {
  it('takes All Outlet (null) for the success tab’s exports and defaults to XLSX', () => {
    const parsed = createExportBodySchema.parse({
      feature_name: 'order-export-transaction',
      additional: { ...range, outlet_id: null },
    });
    expect(parsed.format).toBe('xlsx');
  });

  it('needs one outlet for the cancelled and void exports', () => {
    for (const feature_name of ['order-export-cancelled', 'order-export-void']) {
      const all = createExportBodySchema.safeParse({
        feature_name,
        additional: { ...range, outlet_id: null },
      });
      expect(all.success).toBe(false);
      expect(all.error?.issues[0]?.message).toBe(SINGLE_OUTLET_EXPORT_MESSAGE);
      expect(all.error?.issues[0]?.path).toEqual(['additional', 'outlet_id']);
      const one = createExportBodySchema.safeParse({ feature_name, additional: { ...range, outlet_id: 7 } });
      expect(one.success).toBe(true);
    }
  });

  it('refuses an end before the start and an unknown feature', () => {
    expect(
      createExportBodySchema.safeParse({
        feature_name: 'order-export-void',
        additional: { start_time: range.end_time, end_time: range.start_time, outlet_id: 3 },
      }).success,
    ).toBe(false);
    expect(
      createExportBodySchema.safeParse({ feature_name: 'orders', additional: { ...range, outlet_id: 3 } })
        .success,
    ).toBe(false);
  });

  it('tells the screens which exports the selected outlet allows (-1 is All Outlet)', () => {
    expect(canExportFor('order-export-transaction', null)).toBe(true);
    expect(canExportFor('order-export-cancelled', null)).toBe(false);
    expect(canExportFor('order-export-void', -1)).toBe(false);
    expect(canExportFor('order-export-void', 12)).toBe(true);
  });
});
