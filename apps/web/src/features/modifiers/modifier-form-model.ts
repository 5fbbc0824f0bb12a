import {
  type ModifierDetail,
  type ModifierMessage,
  modifierMessages,
  modifierNameSchema,
  modifierOptionNameSchema,
  modifierOutletIdsSchema,
  MODIFIER_MAX_ITEMS,
  MODIFIER_MAX_OPTIONS,
  optionPriceProblem,
  repeatedOptionNames,
  type SaveModifierRequest,
  selectionProblems,
} from '@backoffice/contracts/modifiers';
import { formatAmountInput, parseAmountInput } from '../../lib/format/parse-amount-input';

/**
 * The panel's form: what it edits and how it maps to the contract's save request. Every rule is the contract's
 * (`modifierNameSchema`, `optionPriceProblem`, `repeatedOptionNames`, `selectionProblems`), so the panel refuses
 * exactly what the server refuses, with the same messages (decision 0160 for the choice fields).
 */

export interface OptionFormValue {
  /** A key of the row on screen (React), stable while rows move. */
  key: string;
  /** The stored option's id; absent for a new one. */
  id?: number;
  name: string;
  /** As typed, in either language's notation (`5.000`, `5,000`, `5000`). */
  price: string;
}

export type ChoiceKind = 'single' | 'several';

export interface ModifierFormValues {
  name: string;
  options: OptionFormValue[];
  required: boolean;
  choice: ChoiceKind;
  /** Typed numbers; `min` is read only for a required set of several choices. */
  min: string;
  max: string;
  outlet_ids: number[];
  /**
   * The items the set applies to (decision 0225); null when the set is on more items than the panel holds, which
   * the save then leaves as they are.
   */
  item_ids: number[] | null;
}

let nextKey = 0;
export const newOptionKey = (): string => `option-${(nextKey += 1)}`;

export function emptyOption(): OptionFormValue {
  return { key: newOptionKey(), name: '', price: '' };
}

export function emptyModifierForm(outletIds: number[] = []): ModifierFormValues {
  return {
    name: '',
    options: [emptyOption()],
    required: false,
    choice: 'single',
    min: '1',
    max: '2',
    outlet_ids: outletIds,
    item_ids: [],
  };
}

export function modifierFormFromModifier(modifier: ModifierDetail, language: string): ModifierFormValues {
  return {
    name: modifier.name,
    options: modifier.options.map((option) => ({
      key: newOptionKey(),
      id: option.id,
      name: option.name,
      price: formatAmountInput(option.price, { language, wholeOnly: true }),
    })),
    required: modifier.is_required,
    choice: modifier.is_single_choice ? 'single' : 'several',
    min: String(Math.max(modifier.min_select, 1)),
    max: String(modifier.max_select),
    outlet_ids: [...modifier.outlet_ids],
    item_ids: modifier.items.length < modifier.item_count ? null : modifier.items.map((item) => item.id),
  };
}

const readCount = (typed: string): number => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : Number.NaN);

/** The min and max a form stands for: one choice is max 1; an optional set has min 0. */
export function selectionOf(values: ModifierFormValues): { min_select: number; max_select: number } {
  if (values.choice === 'single') return { min_select: values.required ? 1 : 0, max_select: 1 };
  return { min_select: values.required ? readCount(values.min) : 0, max_select: readCount(values.max) };
}

export type ModifierFormErrors = Record<string, ModifierMessage>;

/** Every rule the form breaks, by its field path (`options.2.price`), with the contract's message. */
export function validateModifierForm(values: ModifierFormValues, language: string): ModifierFormErrors {
  const errors: ModifierFormErrors = {};
  const first = (path: string, message: ModifierMessage | undefined) => {
    if (message && !errors[path]) errors[path] = message;
  };
  first('name', modifierNameSchema.safeParse(values.name).error?.issues[0]?.message as ModifierMessage);
  if (values.options.length === 0) first('options', modifierMessages.optionRequired);
  if (values.options.length > MODIFIER_MAX_OPTIONS) first('options', modifierMessages.tooManyOptions);
  values.options.forEach((option, index) => {
    const nameIssue = modifierOptionNameSchema.safeParse(option.name).error?.issues[0]?.message;
    first(`options.${index}.name`, nameIssue as ModifierMessage | undefined);
    const price = parseAmountInput(option.price, { language, wholeOnly: true });
    first(
      `options.${index}.price`,
      price === '' ? modifierMessages.priceRequired : optionPriceProblem(price),
    );
  });
  for (const index of repeatedOptionNames(values.options.map((option) => option.name)))
    first(`options.${index}.name`, modifierMessages.optionNameRepeated);

  const { min_select, max_select } = selectionOf(values);
  if (values.choice === 'several') {
    if (values.required && Number.isInteger(min_select) && min_select < 1)
      first('min', modifierMessages.requiredNeedsOne);
    if (Number.isInteger(max_select) && max_select === 1) first('max', modifierMessages.severalNeedsTwo);
  }
  for (const problem of selectionProblems(min_select, max_select, values.options.length))
    first(problem.field === 'min_select' ? 'min' : 'max', problem.message);

  first(
    'outlet_ids',
    modifierOutletIdsSchema.safeParse(values.outlet_ids).error?.issues[0]?.message as ModifierMessage,
  );
  if (values.item_ids && values.item_ids.length > MODIFIER_MAX_ITEMS)
    first('item_ids', modifierMessages.tooManyItems);
  return errors;
}

/** The save request the form stands for (call after it validated). */
export function savePayloadFromForm(values: ModifierFormValues, language: string): SaveModifierRequest {
  return {
    name: values.name.trim(),
    options: values.options.map((option) => ({
      ...(option.id === undefined ? {} : { id: option.id }),
      name: option.name.trim(),
      price: parseAmountInput(option.price, { language, wholeOnly: true }) as number,
    })),
    ...selectionOf(values),
    outlet_ids: [...new Set(values.outlet_ids)],
    ...(values.item_ids === null ? {} : { item_ids: [...new Set(values.item_ids)] }),
  };
}

/** Where a server field error goes in the form (`body.options.2.name` → `options.2.name`, `body.max_select` → `max`). */
export function formFieldOf(serverField: string): string | null {
  const path = serverField.replace(/^body\./, '');
  if (path === 'name' || path === 'options') return path;
  if (/^options\.\d+\.(name|price)$/.test(path)) return path;
  if (/^options\.\d+\.id$/.test(path)) return path.replace(/\.id$/, '.name');
  if (path === 'min_select') return 'min';
  if (path === 'max_select') return 'max';
  if (path === 'outlet_ids' || path.startsWith('outlet_ids.')) return 'outlet_ids';
  if (path === 'item_ids' || path.startsWith('item_ids.')) return 'item_ids';
  return null;
}
