import { describe, expect, it } from 'vitest';
import {
  discountFormFromDiscount,
  discountFormSchema,
  type DiscountFormValues,
  discountPayloadFromForm,
} from './discount-form-model';

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

describe('discount form', () => {
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

  it('keeps Rupiah whole and a percentage to two decimals, saying which rule an amount breaks', () => {
    expect(discountFormSchema.safeParse({ ...validForm, amount: 2.5 }).success).toBe(true);
    expect(discountFormSchema.safeParse({ ...validForm, amount: 12.75 }).success).toBe(true);
    expect(discountFormSchema.safeParse({ ...validForm, amount: 2.55 }).success).toBe(true);
    expect(problems(discountFormSchema.safeParse({ ...validForm, amount: 12.555 }))).toEqual({
      amount: ['*Amount percentage can have at most 2 decimals'],
    });
    expect(
      problems(discountFormSchema.safeParse({ ...validForm, amountType: 'cash', amount: 2500.5 })),
    ).toEqual({ amount: ['*Rupiah amount can not have decimals'] });
    expect(problems(discountFormSchema.safeParse({ ...validForm, amount: Number.NaN }))).toEqual({
      amount: ['*Amount is not a valid number'],
    });
    // Without a type only the shared rules apply: 2.5 may yet be a percentage, 150 may yet be Rupiah.
    for (const amount of [2.5, 150]) {
      expect(problems(discountFormSchema.safeParse({ ...validForm, amountType: '', amount }))).toEqual({
        amountType: ['*Select amount type'],
      });
    }
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
