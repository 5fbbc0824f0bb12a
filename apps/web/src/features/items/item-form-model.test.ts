import type { Item } from '@backoffice/contracts/items';
import { describe, expect, it } from 'vitest';
import { itemFormFromItem, itemPayloadFromForm } from './item-form-model';

const item: Item = {
  id: 5,
  name: 'Kopi Susu',
  kind: 'item',
  category_id: null,
  brand_id: null,
  description: null,
  image_file_id: null,
  image_url: null,
  track_stock: true,
  outlet_ids: [1, 2],
  modifier_ids: [],
  tax_ids: [],
  sales_type_ids: [],
  variants: [
    {
      id: 11,
      name: '',
      sku: null,
      price: 18000,
      cost: 0,
      outlets: [
        { outlet_id: 1, price: null, stock: 1500, low_stock_level: 2 },
        { outlet_id: 2, price: 19000, stock: 20, low_stock_level: null },
      ],
    },
  ],
  can_edit: true,
};

describe('the item panel’s save', () => {
  it('leaves out the stock fields the merchant did not change (decision 0216), in either language', () => {
    for (const language of ['en', 'id']) {
      const form = itemFormFromItem(item, language);
      expect(itemPayloadFromForm(form, language).variants[0]!.outlets).toEqual([
        { outlet_id: 2, price: 19000, stock: undefined, low_stock_level: undefined },
      ]);
    }
  });

  it('sends the stock and low-stock level typed, and a cleared field as none', () => {
    const form = itemFormFromItem(item, 'id');
    form.variants[0]!.outlets['1'] = { price: '', stock: '1.450', low: '' };
    expect(itemPayloadFromForm(form, 'id').variants[0]!.outlets).toEqual([
      { outlet_id: 1, price: null, stock: 1450, low_stock_level: null },
      { outlet_id: 2, price: 19000, stock: undefined, low_stock_level: undefined },
    ]);
  });

  it('sends every stock field of a new variant and of an item that starts tracking stock', () => {
    const form = itemFormFromItem({ ...item, track_stock: false }, 'en');
    form.track_stock = true;
    form.variants[0]!.outlets['1'] = { price: '', stock: '7', low: '' };
    expect(itemPayloadFromForm(form, 'en').variants[0]!.outlets?.[0]).toEqual({
      outlet_id: 1,
      price: null,
      stock: 7,
      low_stock_level: null,
    });
  });
});
