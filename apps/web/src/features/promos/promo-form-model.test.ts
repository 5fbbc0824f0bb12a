import { promoMessages, type Promo } from '@backoffice/contracts/promos';
import { describe, expect, it } from 'vitest';
import {
  emptyPromoForm,
  promoFormFromPromo,
  promoFormSchema,
  type PromoFormInput,
  promoPayloadFromForm,
  readPromoForm,
  runsPastMidnight,
} from './promo-form-model';

const kopi = { item_id: 7, item_name: 'Kopi Susu', quantity: 2 as number | '' };
const roti = { item_id: 9, item_name: 'Roti Bakar', quantity: 1 as number | '' };

function problems(input: PromoFormInput, language = 'en'): Record<string, string> {
  const result = promoFormSchema.safeParse(readPromoForm(input, language));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const happyHour: PromoFormInput = {
  ...emptyPromoForm,
  name: ' Beli 2 Kopi Gratis Roti ',
  buy_items: [kopi],
  get_items: [roti],
  amount: '100',
  max_discount: '20.000',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  scheduled: true,
  days: [6, 5],
  from: '22:00',
  to: '02:00',
  priority: '5',
  outlet_ids: [2, 1, 2],
  sales_type_ids: [4],
};

describe('the promotion form refuses what the server refuses, with its words', () => {
  it('names every missing field of a new buy X get Y at once', () => {
    expect(problems(emptyPromoForm)).toEqual({
      name: promoMessages.nameRequired,
      buy_items: promoMessages.buyRequired,
      get_items: promoMessages.getRequired,
      amount: promoMessages.percentageRange,
      outlet_ids: promoMessages.outletRequired,
    });
  });

  it('asks a minimum purchase for a whole Rupiah minimum, not for items', () => {
    const base = { ...emptyPromoForm, name: 'Belanja', type: 'minimum_purchase' as const, outlet_ids: [1] };
    expect(problems({ ...base, amount: '10' })).toEqual({ minimum_amount: promoMessages.minimumRequired });
    expect(problems({ ...base, amount: '10', minimum_amount: '100.000,50' }, 'id')).toEqual({
      minimum_amount: promoMessages.minimumRequired,
    });
    expect(problems({ ...base, amount: '10', minimum_amount: '100.000' })).toEqual({});
  });

  it('keeps a percentage whole from 1 to 100 and a maximum or a Rupiah amount at least 1', () => {
    const base = { ...happyHour };
    expect(problems({ ...base, amount: '0' })).toEqual({ amount: promoMessages.percentageRange });
    expect(problems({ ...base, amount: '101' })).toEqual({ amount: promoMessages.percentageRange });
    expect(problems({ ...base, amount: '12,5' }, 'id')).toEqual({ amount: promoMessages.percentageRange });
    expect(problems({ ...base, max_discount: '0' })).toEqual({ max_discount: promoMessages.maxAtLeastOne });
    expect(problems({ ...base, max_discount: '' })).toEqual({});
    expect(problems({ ...base, discount_type: 'CASH', amount: 'abc' })).toEqual({
      amount: promoMessages.cashAtLeastOne,
    });
    // A cash reward ignores the maximum typed while it was a percentage.
    expect(problems({ ...base, discount_type: 'CASH', amount: '5.000', max_discount: 'x' })).toEqual({});
  });

  it('checks quantities, dates and the schedule', () => {
    expect(problems({ ...happyHour, get_items: [{ ...roti, quantity: 0 }] })).toEqual({
      'get_items.0.quantity': promoMessages.quantityWhole,
    });
    expect(problems({ ...happyHour, start_date: '2027-01-01' })).toEqual({
      end_date: promoMessages.endBeforeStart,
    });
    expect(problems({ ...happyHour, days: [], from: '9:00', to: '09:00' })).toEqual({
      days: promoMessages.daysRequired,
      from: promoMessages.timeInvalid,
    });
    expect(problems({ ...happyHour, from: '10:00', to: '10:00' })).toEqual({ to: promoMessages.sameTimes });
    expect(problems({ ...happyHour, scheduled: false, from: '', to: '' })).toEqual({});
    expect(problems({ ...happyHour, priority: '1000' })).toEqual({ priority: promoMessages.priorityRange });
    expect(problems({ ...happyHour, priority: '' })).toEqual({ priority: promoMessages.priorityRange });
  });

  it('sends the trimmed name, sorted days, Rupiah as numbers, and keeps the sales types', () => {
    expect(promoPayloadFromForm(readPromoForm(happyHour, 'en'))).toEqual({
      name: 'Beli 2 Kopi Gratis Roti',
      type: 'buy_x_get_y',
      buy_items: [{ item_id: 7, quantity: 2 }],
      get_items: [{ item_id: 9, quantity: 1 }],
      minimum_amount: null,
      discount_type: 'PERCENTAGE',
      amount: 100,
      max_discount: 20000,
      sales_type_ids: [4],
      start_date: '2026-12-01',
      end_date: '2026-12-31',
      schedule: { days: [5, 6], from: '22:00', to: '02:00' },
      priority: 5,
      is_active: true,
      outlet_ids: [2, 1],
    });
    const bill = { ...happyHour, type: 'minimum_purchase' as const, minimum_amount: '150.000' };
    expect(
      promoPayloadFromForm(
        readPromoForm({ ...bill, discount_type: 'CASH', amount: '10.000', scheduled: false }, 'id'),
      ),
    ).toMatchObject({
      buy_items: [],
      get_items: [],
      minimum_amount: 150000,
      amount: 10000,
      max_discount: null,
      schedule: null,
    });
  });

  it('reads a stored promotion back into the same request', () => {
    const stored: Promo = {
      id: 3,
      name: 'Beli 2 Kopi Gratis Roti',
      type: 'buy_x_get_y',
      buy_items: [{ item_id: 7, item_name: 'Kopi Susu', quantity: 2 }],
      get_items: [{ item_id: 9, item_name: 'Roti Bakar', quantity: 1 }],
      minimum_amount: null,
      discount_type: 'PERCENTAGE',
      amount: 100,
      max_discount: 1500000,
      sales_type_ids: [4],
      start_date: null,
      end_date: '2026-12-31',
      schedule: { days: [6, 5], from: '22:00', to: '02:00' },
      priority: 5,
      is_active: false,
      status: 'inactive',
      outlet_ids: [1],
      can_edit: true,
    };
    const input = promoFormFromPromo(stored);
    expect(input.max_discount).toBe('1.500.000');
    for (const language of ['en', 'id']) {
      expect(promoPayloadFromForm(readPromoForm(input, language))).toMatchObject({
        max_discount: 1500000,
        start_date: null,
        schedule: { days: [5, 6], from: '22:00', to: '02:00' },
        is_active: false,
      });
    }
  });

  it('knows a window that ends the next day', () => {
    expect(runsPastMidnight('22:00', '02:00')).toBe(true);
    expect(runsPastMidnight('09:00', '11:00')).toBe(false);
    expect(runsPastMidnight('22:00', '')).toBe(false);
  });
});
