import { bundleMessages } from '@backoffice/contracts/bundle-packages';
import { describe, expect, it } from 'vitest';
import {
  bundleFormSchema,
  type BundleFormValues,
  bundlePayloadFromForm,
  contentsPriceOf,
  emptyBundleForm,
} from './bundle-form-model';

const kopi = {
  variant_id: 7,
  item_name: 'Kopi Tubruk',
  variant_name: '',
  price: 15000,
  quantity: 2 as number | '',
};

function problems(values: BundleFormValues): Record<string, string> {
  const result = bundleFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the bundle form refuses what the server refuses, with its words', () => {
  it('names every missing field at once', () => {
    expect(problems(emptyBundleForm)).toEqual({
      name: bundleMessages.nameRequired,
      price: bundleMessages.priceRequired,
      components: bundleMessages.componentRequired,
      outlet_ids: bundleMessages.outletRequired,
    });
  });

  it('refuses a price with decimals or below zero and a quantity that is not a whole 1–999', () => {
    const base = { ...emptyBundleForm, name: 'Paket', outlet_ids: [1] };
    expect(problems({ ...base, price: 10.5, components: [kopi] })).toEqual({
      price: bundleMessages.priceWhole,
    });
    expect(problems({ ...base, price: -1, components: [kopi] })).toEqual({
      price: bundleMessages.priceWhole,
    });
    expect(problems({ ...base, price: Number.NaN, components: [kopi] })).toEqual({
      price: bundleMessages.priceWhole,
    });
    expect(problems({ ...base, price: 0, components: [{ ...kopi, quantity: 0 }] })).toEqual({
      'components.0.quantity': bundleMessages.quantityWhole,
    });
    expect(problems({ ...base, price: 0, components: [{ ...kopi, quantity: '' }] })).toEqual({
      'components.0.quantity': bundleMessages.quantityWhole,
    });
    expect(problems({ ...base, price: 0, components: [kopi] })).toEqual({});
  });

  it('sends the trimmed name, no SKU for blank, and only variant and quantity of each content', () => {
    const values: BundleFormValues = {
      name: '  Paket Pagi ',
      price: 25000,
      sku: '  ',
      components: [kopi],
      outlet_ids: [2, 1, 2],
    };
    expect(bundlePayloadFromForm(values)).toEqual({
      name: 'Paket Pagi',
      price: 25000,
      sku: null,
      components: [{ variant_id: 7, quantity: 2 }],
      outlet_ids: [2, 1],
    });
    expect(contentsPriceOf(values.components)).toBe(30000);
    expect(contentsPriceOf([{ ...kopi, quantity: '' }])).toBe(0);
  });
});
