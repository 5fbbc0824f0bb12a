import { describe, expect, it } from 'vitest';
import {
  createDiscountRequestSchema,
  deleteDiscountRequestSchema,
  discountErrors,
  discountLookupQuerySchema,
  discountMessages,
  formatDiscountAmount,
  listDiscountsQuerySchema,
  updateDiscountRequestSchema,
} from './discounts.js';

/** field → messages, the way a form or the server's error list would show them. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.');
    (byField[field] ??= []).push(issue.message);
  }
  return byField;
}

describe('discount requests', () => {
  const create = { name: 'Potongan', type: 'cash', amount: 5000, outlet_ids: [1, 2] };

  it('trims the name and accepts null as a customizable amount', () => {
    expect(createDiscountRequestSchema.parse({ ...create, name: '  Potongan  ' }).name).toBe('Potongan');
    expect(createDiscountRequestSchema.safeParse({ ...create, amount: null }).success).toBe(true);
  });

  it('refuses what the form refuses, naming the field', () => {
    expect(problems(createDiscountRequestSchema.safeParse({ ...create, name: ' ' }))).toEqual({
      name: [discountMessages.nameRequired],
    });
    expect(problems(createDiscountRequestSchema.safeParse({ ...create, outlet_ids: [] }))).toEqual({
      outlet_ids: [discountMessages.outletRequired],
    });
    expect(problems(createDiscountRequestSchema.safeParse({ ...create, amount: 0 }))).toEqual({
      amount: [discountMessages.amountAtLeastOne],
    });
    expect(
      problems(createDiscountRequestSchema.safeParse({ ...create, type: 'percentage', amount: 101 })),
    ).toEqual({ amount: [discountMessages.percentageTooHigh] });
    expect(problems(createDiscountRequestSchema.safeParse({ ...create, type: 'voucher' }))).toEqual({
      type: [discountMessages.amountTypeRequired],
    });
    expect(problems(createDiscountRequestSchema.safeParse({ ...create, amount: 2500.5 }))).toEqual({
      amount: [discountMessages.rupiahWhole],
    });
    expect(
      problems(createDiscountRequestSchema.safeParse({ ...create, type: 'percentage', amount: 2.555 })),
    ).toEqual({ amount: [discountMessages.percentageDecimals] });
    expect(createDiscountRequestSchema.parse({ ...create, type: 'percentage', amount: 12.5 }).amount).toBe(
      12.5,
    );
    expect(createDiscountRequestSchema.safeParse({ ...create, name: 'x'.repeat(101) }).success).toBe(false);
  });

  it('refuses an edit that keeps and removes the same outlet, and one that leaves no outlet', () => {
    const edit = {
      original_name: 'Potongan',
      original_type: 'cash',
      original_amount: 5000,
      name: 'Potongan',
      type: 'cash',
      amount: 5000,
      updated_outlet_ids: [1],
      deleted_outlet_ids: [2],
    };
    expect(updateDiscountRequestSchema.safeParse(edit).success).toBe(true);
    expect(
      updateDiscountRequestSchema.parse({ ...edit, deleted_outlet_ids: undefined }).deleted_outlet_ids,
    ).toEqual([]);
    expect(problems(updateDiscountRequestSchema.safeParse({ ...edit, deleted_outlet_ids: [2, 1] }))).toEqual({
      'deleted_outlet_ids.1': [discountMessages.outletKeptAndRemoved],
    });
    expect(problems(updateDiscountRequestSchema.safeParse({ ...edit, updated_outlet_ids: [] }))).toEqual({
      updated_outlet_ids: [discountMessages.outletRequired],
    });
  });

  it('reads a missing amount in a lookup as the customizable amount', () => {
    expect(discountLookupQuerySchema.parse({ name: 'Bebas', type: 'percentage' }).amount).toBeUndefined();
    expect(discountLookupQuerySchema.parse({ name: 'Bebas', type: 'cash', amount: '5000' }).amount).toBe(
      5000,
    );
    expect(
      discountLookupQuerySchema.parse({ name: 'Setengah', type: 'percentage', amount: '12.5' }).amount,
    ).toBe(12.5);
    expect(discountLookupQuerySchema.safeParse({ name: 'Bebas', type: 'cash', amount: '0' }).success).toBe(
      false,
    );
    expect(deleteDiscountRequestSchema.safeParse({ name: 'Bebas', type: 'cash', amount: null }).success).toBe(
      true,
    );
  });

  it('pages by 25 unless told otherwise, up to 100', () => {
    expect(listDiscountsQuerySchema.parse({})).toEqual({ per_page: 25 });
    expect(listDiscountsQuerySchema.parse({ outlet: '7', per_page: '50' })).toEqual({
      outlet: 7,
      per_page: 50,
    });
    expect(listDiscountsQuerySchema.safeParse({ per_page: '101' }).success).toBe(false);
  });
});

describe('discount errors and formats', () => {
  it('keeps the spec codes and messages', () => {
    expect(discountErrors['0005-0001']).toEqual({
      status: 404,
      message: 'Discount does not found or already removed',
    });
    expect(discountErrors['0005-0010'].message).toBe(
      'Discount name already exists in your business, please use another name.',
    );
  });

  it('formats amounts with Indonesian grouping', () => {
    expect(formatDiscountAmount('cash', 25000)).toBe('Rp 25.000');
    expect(formatDiscountAmount('percentage', 15)).toBe('15%');
    expect(formatDiscountAmount('percentage', 12.5)).toBe('12,5%');
    expect(formatDiscountAmount('percentage', 2.55)).toBe('2,55%');
    expect(formatDiscountAmount('cash', null)).toBeNull();
  });
});
