import { describe, expect, it } from 'vitest';
import {
  createDiscountRequestSchema,
  deleteDiscountRequestSchema,
  discountErrors,
  discountFormFromDiscount,
  discountFormSchema,
  type DiscountFormValues,
  discountLookupQuerySchema,
  discountMessages,
  discountPayloadFromForm,
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

const validForm: DiscountFormValues = {
  name: 'Diskon Member',
  category: 'fixedAmount',
  amountType: 'percentage',
  discountTypeCustom: '',
  amount: 10,
  outlet_ids: [1],
};

describe('discount form (spec §5)', () => {
  it('accepts a fixed percentage and a customizable amount', () => {
    expect(discountFormSchema.safeParse(validForm).success).toBe(true);
    expect(
      discountFormSchema.safeParse({
        ...validForm,
        category: 'customAmount',
        amountType: '',
        discountTypeCustom: 'cash',
        amount: '',
      }).success,
    ).toBe(true);
  });

  it('reports every missing choice at once, with the spec messages', () => {
    const result = discountFormSchema.safeParse({ ...validForm, name: '   ', category: '', outlet_ids: [] });
    expect(problems(result)).toEqual({
      name: ['*Discount name is required'],
      category: ['*Select one of the category'],
      outlet_ids: ['*Assign at least one outlet'],
    });
  });

  it('needs a promo type for a customizable amount', () => {
    const result = discountFormSchema.safeParse({ ...validForm, category: 'customAmount', amount: '' });
    expect(problems(result)).toEqual({ discountTypeCustom: ['*Select one of the promo type'] });
  });

  it('needs an amount type and an amount of at least 1 for a fixed amount', () => {
    expect(problems(discountFormSchema.safeParse({ ...validForm, amountType: '', amount: '' }))).toEqual({
      amountType: ['*Select amount type'],
      amount: ['*Insert amount value at least 1'],
    });
    expect(problems(discountFormSchema.safeParse({ ...validForm, amountType: 'cash', amount: 0 }))).toEqual({
      amount: ['*Insert amount value at least 1'],
    });
  });

  it('caps a percentage at 100 but not a cash amount', () => {
    expect(problems(discountFormSchema.safeParse({ ...validForm, amount: 101 }))).toEqual({
      amount: ['*Amount percentage can not be higher than 100%'],
    });
    expect(discountFormSchema.safeParse({ ...validForm, amount: 100 }).success).toBe(true);
    expect(discountFormSchema.safeParse({ ...validForm, amountType: 'cash', amount: 150_000 }).success).toBe(
      true,
    );
  });

  it('turns form values into the create payload and back', () => {
    expect(
      discountPayloadFromForm({ ...validForm, name: '  Diskon Member ', outlet_ids: [2, 1, 2] }),
    ).toEqual({
      name: 'Diskon Member',
      type: 'percentage',
      amount: 10,
      outlet_ids: [2, 1],
    });
    const custom = discountPayloadFromForm({
      ...validForm,
      category: 'customAmount',
      discountTypeCustom: 'cash',
      amount: 5000,
    });
    expect(custom).toMatchObject({ type: 'cash', amount: null });
    expect(discountFormFromDiscount({ name: 'Bebas', type: 'cash', amount: null, outlet_ids: [3] })).toEqual({
      name: 'Bebas',
      category: 'customAmount',
      amountType: '',
      discountTypeCustom: 'cash',
      amount: '',
      outlet_ids: [3],
    });
  });
});

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
    expect(createDiscountRequestSchema.safeParse({ ...create, amount: 10.5 }).success).toBe(false);
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
    expect(formatDiscountAmount('cash', null)).toBeNull();
  });
});
