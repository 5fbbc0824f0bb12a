import { modifierMessages, type ModifierDetail } from '@backoffice/contracts/modifiers';
import { describe, expect, it } from 'vitest';
import {
  emptyModifierForm,
  formFieldOf,
  modifierFormFromModifier,
  type ModifierFormValues,
  savePayloadFromForm,
  validateModifierForm,
} from './modifier-form-model';

const option = (name: string, price: string) => ({ key: name, name, price });
const form = (change: Partial<ModifierFormValues> = {}): ModifierFormValues => ({
  ...emptyModifierForm([1]),
  name: 'Topping',
  options: [option('Boba', '5.000'), option('Cheese foam', '0')],
  ...change,
});

describe('the modifier form', () => {
  it('accepts a valid set and sends whole Rupiah read in either language', () => {
    expect(validateModifierForm(form(), 'en')).toEqual({});
    expect(
      savePayloadFromForm(form({ options: [option(' Boba ', '5,000'), option('Keju', '0')] }), 'en'),
    ).toEqual({
      name: 'Topping',
      options: [
        { name: 'Boba', price: 5000 },
        { name: 'Keju', price: 0 },
      ],
      min_select: 0,
      max_select: 1,
      outlet_ids: [1],
      item_ids: [],
    });
    expect(savePayloadFromForm(form({ options: [option('Boba', '12.500')] }), 'id').options[0]!.price).toBe(
      12500,
    );
  });

  it('says every rule it breaks under its field, with the contract messages', () => {
    const errors = validateModifierForm(
      form({
        name: ' ',
        options: [option('Boba', ''), option(' boba', '-1'), option('Keju', '2,5')],
        outlet_ids: [],
      }),
      'en',
    );
    expect(errors).toEqual({
      name: modifierMessages.nameRequired,
      'options.0.price': modifierMessages.priceRequired,
      'options.1.name': modifierMessages.optionNameRepeated,
      'options.1.price': modifierMessages.priceNotANumber,
      'options.2.price': modifierMessages.priceWhole,
      outlet_ids: modifierMessages.outletRequired,
    });
  });

  it('turns required and one-or-several into min and max, and refuses a pair the server would', () => {
    expect(savePayloadFromForm(form({ required: true }), 'en')).toMatchObject({
      min_select: 1,
      max_select: 1,
    });
    const several = form({ choice: 'several', required: true, min: '1', max: '2' });
    expect(validateModifierForm(several, 'en')).toEqual({});
    expect(savePayloadFromForm(several, 'en')).toMatchObject({ min_select: 1, max_select: 2 });
    expect(validateModifierForm(form({ choice: 'several', max: '3' }), 'en')).toEqual({
      max: modifierMessages.maxAboveOptions,
    });
    expect(validateModifierForm(form({ choice: 'several', max: '1' }), 'en')).toEqual({
      max: modifierMessages.severalNeedsTwo,
    });
    expect(
      validateModifierForm(form({ choice: 'several', required: true, min: '0', max: '2' }), 'en'),
    ).toEqual({
      min: modifierMessages.requiredNeedsOne,
    });
    expect(
      validateModifierForm(form({ choice: 'several', required: true, min: 'x', max: '2' }), 'en'),
    ).toEqual({
      min: modifierMessages.minNotWhole,
    });
  });

  it('shows a stored set as it was saved, and puts server errors under the same fields', () => {
    const stored: ModifierDetail = {
      id: 7,
      name: 'Topping',
      options: [{ id: 3, name: 'Boba', price: 5000 }],
      min_select: 0,
      max_select: 1,
      is_required: false,
      is_single_choice: true,
      outlet_ids: [1, 2],
      item_count: 2,
      item_names: ['Es Teh', 'Kopi Susu'],
      can_edit: true,
      items: [
        { id: 21, name: 'Es Teh' },
        { id: 20, name: 'Kopi Susu' },
      ],
    };
    const values = modifierFormFromModifier(stored, 'en');
    expect(values).toMatchObject({ name: 'Topping', required: false, choice: 'single', outlet_ids: [1, 2] });
    expect(values.options).toEqual([expect.objectContaining({ id: 3, name: 'Boba', price: '5.000' })]);
    expect(savePayloadFromForm(values, 'en').options).toEqual([{ id: 3, name: 'Boba', price: 5000 }]);
    expect(formFieldOf('body.options.2.price')).toBe('options.2.price');
    expect(formFieldOf('body.options.1.id')).toBe('options.1.name');
    expect(formFieldOf('body.max_select')).toBe('max');
    expect(formFieldOf('body.outlet_ids.3')).toBe('outlet_ids');
    expect(formFieldOf('body.item_ids.4')).toBe('item_ids');
  });

  it('sends the items chosen, and leaves out those of a set on more items than the panel holds (decision 0225)', () => {
    const stored: ModifierDetail = {
      id: 8,
      name: 'Sugar level',
      options: [{ id: 4, name: 'Less', price: 0 }],
      min_select: 0,
      max_select: 1,
      is_required: false,
      is_single_choice: true,
      outlet_ids: [1],
      item_count: 2,
      item_names: ['Es Teh', 'Kopi Susu'],
      can_edit: true,
      items: [
        { id: 21, name: 'Es Teh' },
        { id: 20, name: 'Kopi Susu' },
      ],
    };
    const values = modifierFormFromModifier(stored, 'en');
    expect(values.item_ids).toEqual([21, 20]);
    expect(savePayloadFromForm({ ...values, item_ids: [20, 22, 20] }, 'en').item_ids).toEqual([20, 22]);
    expect(savePayloadFromForm({ ...values, item_ids: [] }, 'en').item_ids).toEqual([]);

    const tooMany = modifierFormFromModifier({ ...stored, item_count: 1500 }, 'en');
    expect(tooMany.item_ids).toBeNull();
    expect(savePayloadFromForm(tooMany, 'en')).not.toHaveProperty('item_ids');
    expect(emptyModifierForm().item_ids).toEqual([]);
  });
});
