import { describe, expect, it } from 'vitest';
import {
  LOCAL_TIME_MESSAGE,
  listOrdersQuerySchema,
  orderSummaryQuerySchema,
  listVoidItemsQuerySchema,
  listCancelledOrdersQuerySchema,
  RANGE_ORDER_MESSAGE,
  TRANSACTIONS_MAX_OUTLETS,
  VARIANT_NAME_MAX_LENGTH,
  VARIANT_NEEDS_ITEM_MESSAGE,
} from './transactions.js';

const day = { start_time: '2024-02-01T00:00:00', end_time: '2024-02-01T23:59:59' };

describe('transactions contract', () => {
  it('takes local date-times only in the spec format and on real calendar days', () => {
    expect(listOrdersQuerySchema.parse(day)).toMatchObject(day);
    for (const bad of [
      '2024-02-30T00:00:00',
      '2024-02-01 00:00:00',
      '2024-02-01T24:00:00',
      '2024-02-01T00:00:00Z',
    ]) {
      const result = listOrdersQuerySchema.safeParse({ ...day, start_time: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(LOCAL_TIME_MESSAGE);
    }
  });

  it('refuses an end before the start, on the end', () => {
    const result = listOrdersQuerySchema.safeParse({ start_time: day.end_time, end_time: day.start_time });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['end_time'], message: RANGE_ORDER_MESSAGE }),
    ]);
  });

  it('reads outlet ids repeated or comma-separated, with -1 meaning every outlet', () => {
    expect(listOrdersQuerySchema.parse({ ...day, outlet_ids: '3,5' }).outlet_ids).toEqual([3, 5]);
    expect(listOrdersQuerySchema.parse({ ...day, outlet_ids: ['3', '5'] }).outlet_ids).toEqual([3, 5]);
    expect(listOrdersQuerySchema.parse({ ...day, outlet_ids: '-1' }).outlet_ids).toEqual([]);
    expect(listOrdersQuerySchema.safeParse({ ...day, outlet_ids: '2147483648' }).success).toBe(false);
    const many = Array.from({ length: TRANSACTIONS_MAX_OUTLETS + 1 }, (_, index) => index + 1).join(',');
    expect(listOrdersQuerySchema.safeParse({ ...day, outlet_ids: many }).success).toBe(false);
  });

  it('takes an item id, with a variant name, for the list and its summary alike', () => {
    for (const schema of [listOrdersQuerySchema, orderSummaryQuerySchema]) {
      expect(schema.parse({ ...day, item_id: '12' })).toMatchObject({ item_id: 12 });
      expect(schema.parse({ ...day, item_id: '12', variant_name: 'Large' })).toMatchObject({
        item_id: 12,
        variant_name: 'Large',
      });
      // An empty variant is the whole item, as an absent one.
      expect(schema.parse({ ...day, item_id: '12', variant_name: '' }).variant_name).toBe('');
      for (const bad of ['0', '-3', '1.5', 'kopi', '2147483648', '99999999999999999999']) {
        expect(schema.safeParse({ ...day, item_id: bad }).success, bad).toBe(false);
      }
      const tooLong = 'x'.repeat(VARIANT_NAME_MAX_LENGTH + 1);
      expect(schema.safeParse({ ...day, item_id: '12', variant_name: tooLong }).success).toBe(false);
      expect(schema.safeParse({ ...day, item_id: '12', variant_name: 'a\0b' }).success).toBe(false);
      const alone = schema.safeParse({ ...day, variant_name: 'Large' });
      expect(alone.error?.issues).toEqual([
        expect.objectContaining({ path: ['variant_name'], message: VARIANT_NEEDS_ITEM_MESSAGE }),
      ]);
    }
  });

  it('reads cancelled and void ranges as instants with their offset, pages from 1', () => {
    const parsed = listCancelledOrdersQuerySchema.parse({
      startDate: '2024-07-01T00:00:00+07:00',
      endDate: '2024-07-01T23:59:59+08:00',
      statuses: 'CANCELLED',
    });
    expect(parsed.startDate.toISOString()).toBe('2024-06-30T17:00:00.000Z');
    expect(parsed.endDate.toISOString()).toBe('2024-07-01T15:59:59.000Z');
    expect(parsed.page).toBe(1);
    expect(
      listCancelledOrdersQuerySchema.safeParse({
        startDate: '2024-07-01T00:00:00',
        endDate: '2024-07-01T23:59:59',
      }).success,
    ).toBe(false);
  });

  it('takes void statuses COMPLETE and CANCELLED only', () => {
    const range = { startDate: '2024-07-01T00:00:00+07:00', endDate: '2024-07-01T23:59:59+07:00' };
    expect(listVoidItemsQuerySchema.parse({ ...range, statuses: 'COMPLETE,CANCELLED' }).statuses).toEqual([
      'COMPLETE',
      'CANCELLED',
    ]);
    expect(listVoidItemsQuerySchema.safeParse({ ...range, statuses: 'OPEN' }).success).toBe(false);
  });
});
