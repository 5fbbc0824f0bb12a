import { taxMessages } from '@backoffice/contracts/taxes';
import { describe, expect, it } from 'vitest';
import { emptyTaxForm, readTaxForm } from './components/tax-form';
import { taxesEn } from './i18n/taxes.en';
import { taxesId } from './i18n/taxes.id';
import { taxFormSchema, taxPayloadFromForm } from './tax-form-model';
import { describeTaxFailure, translateTaxMessage } from './tax-messages';
import { ApiError } from '../../lib/api/api-error';

const messagesOf = (input: Parameters<typeof readTaxForm>[0], language: string) => {
  const result = taxFormSchema.safeParse(readTaxForm(input, language));
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
};

const filled = { ...emptyTaxForm, name: 'PB1', rate: '10', outlet_ids: [1] };

/** A stand-in for i18next's t over one language's table (only `validation.*` and `errors.*` keys are asked). */
function tableT(table: typeof taxesEn) {
  return ((key: string) => {
    const [group, name] = key.split('.') as ['validation' | 'errors', string];
    return (table[group] as Record<string, string>)[name] ?? key;
  }) as never;
}

describe('tax form', () => {
  it('reads a rate with either decimal mark in either language, as the Discount form does', () => {
    for (const [typed, language] of [
      ['10,5', 'id'],
      ['10.5', 'en'],
      ['10,5', 'en'],
      ['10.5', 'id'],
    ] as const) {
      const values = readTaxForm({ ...filled, rate: typed }, language);
      expect(values.rate).toBe(10.5);
      expect(taxPayloadFromForm(values)).toMatchObject({ rate: 10.5, all_items: true, item_ids: [] });
    }
  });

  it('says what is wrong with the rate, the name, the outlets and the items, in the contract’s words', () => {
    expect(messagesOf(emptyTaxForm, 'en')).toEqual({
      name: taxMessages.nameRequired,
      rate: taxMessages.rateRequired,
      outlet_ids: taxMessages.outletRequired,
    });
    expect(messagesOf({ ...filled, rate: '100,01' }, 'id')).toEqual({ rate: taxMessages.rateOutOfRange });
    expect(messagesOf({ ...filled, rate: '10.555' }, 'en')).toEqual({ rate: taxMessages.rateDecimals });
    expect(messagesOf({ ...filled, rate: 'ten' }, 'en')).toEqual({ rate: taxMessages.rateNotANumber });
    expect(messagesOf({ ...filled, itemScope: 'chosen' }, 'en')).toEqual({
      item_ids: taxMessages.itemsRequired,
    });
    expect(messagesOf({ ...filled, rate: '0' }, 'en')).toEqual({});
  });

  it('has every contract message in both languages, and lands server errors under their fields', () => {
    for (const message of Object.values(taxMessages)) {
      expect(translateTaxMessage({ message }, tableT(taxesEn))).toBe(message);
      const indonesian = translateTaxMessage({ message }, tableT(taxesId));
      expect(indonesian).not.toBe(message);
      expect(indonesian.startsWith('*')).toBe(true);
    }
    const failure = describeTaxFailure(
      new ApiError(400, 'VALIDATION_ERROR', 'Invalid', [
        { field: 'body.outlet_ids.1', message: taxMessages.outletNotInBusiness },
        { field: 'body.item_ids.0', message: taxMessages.itemNotInBusiness },
      ]),
      tableT(taxesId),
    );
    expect(failure.fieldErrors).toEqual({
      outlet_ids: taxesId.validation.outletNotInBusiness,
      item_ids: taxesId.validation.itemNotInBusiness,
    });
    const taken = describeTaxFailure(new ApiError(409, '0156-0010', 'taken'), tableT(taxesId));
    expect(taken.fieldErrors).toEqual({ name: taxesId.errors.nameTaken });
  });
});
