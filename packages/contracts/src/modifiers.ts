import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Modifier sets ("Modifiers" in the Library): a set such as "Sugar level" or "Topping" with its options, each
 * priced in whole Rupiah (zero allowed), in the order the cashier sees them. How many options the cashier picks is
 * `min_select` to `max_select` (min ≤ max ≤ option count): required ⇔ min ≥ 1, single choice ⇔ max = 1, and the
 * server keeps `is_required` / `is_single_choice` equal to those (decision 0160). A set is offered at some Outlets
 * and attached to items (`item_modifiers`), from the item panel or from its own panel (decision 0225). Its name is unique in the Business ignoring case
 * and surrounding spaces; an option's name is unique within its set the same way.
 */

/** The product's constants (ours: the spec gives none; docs/spec-notes.md "Modifiers"). */
export const MODIFIER_PAGE_SIZE = 25;
export const MODIFIER_MAX_PAGE_SIZE = 100;
export const MODIFIER_NAME_MAX_LENGTH = 100;
export const MODIFIER_OPTION_NAME_MAX_LENGTH = 100;
/** A till shows a set's options on one screen; 50 is more than any menu we know of needs. */
export const MODIFIER_MAX_OPTIONS = 50;
/** Rp 100.000.000: far above any topping, low enough that a slip of the keyboard is caught. */
export const MODIFIER_MAX_OPTION_PRICE = 100_000_000;
/** Bounds so that one request cannot name an unbounded list. */
export const MODIFIER_MAX_OUTLETS = 1000;
export const MODIFIER_MAX_BULK = 500;
/** How many item names a list row carries with its `item_count` (the panel shows up to `MODIFIER_ITEMS_SHOWN`). */
export const MODIFIER_ITEM_NAMES_IN_LIST = 10;
export const MODIFIER_ITEMS_SHOWN = 100;
export const MODIFIER_SEARCH_MAX_LENGTH = 100;
/**
 * Items chosen in the set's own panel, one by one (decision 0225): the taxes' bound. A set attached to more
 * through the item panel is read with its first `MODIFIER_MAX_ITEMS` and saved without `item_ids`.
 */
export const MODIFIER_MAX_ITEMS = 1000;
/** How many item choices one search answers. */
export const MODIFIER_ITEM_CHOICES = 50;

/** Our words (the spec gives none). Errors carry their key (`modifiers.nameRequired`); the web app translates by it. */
export const modifierMessages = defineMessages('modifiers', {
  nameRequired: '*Modifier set name is required',
  nameTooLong: `*Modifier set name can not be longer than ${MODIFIER_NAME_MAX_LENGTH} characters`,
  optionRequired: '*Add at least one option',
  tooManyOptions: `*A modifier set can have at most ${MODIFIER_MAX_OPTIONS} options`,
  optionNameRequired: '*Option name is required',
  optionNameTooLong: `*Option name can not be longer than ${MODIFIER_OPTION_NAME_MAX_LENGTH} characters`,
  optionNameRepeated: '*Another option of this set already has this name',
  priceRequired: '*Insert a price (0 is allowed)',
  priceNotANumber: '*Price is not a valid number',
  priceWhole: '*Price can not have decimals',
  priceNegative: '*Price can not be below 0',
  priceTooHigh: '*Price can not be higher than Rp 100.000.000',
  minNotWhole: '*Minimum must be a whole number of 0 or more',
  maxAtLeastOne: '*Maximum must be a whole number of 1 or more',
  minAboveMax: '*Minimum can not be more than maximum',
  maxAboveOptions: '*Maximum can not be more than the number of options',
  requiredNeedsOne: '*A required set needs a minimum of at least 1',
  severalNeedsTwo: '*Several choices need a maximum of at least 2',
  outletRequired: '*Choose at least one outlet',
  outletNotInReach: '*This outlet is not one of the outlets you manage',
  optionNotInSet: '*This option is not one of this modifier set',
  sharedBeyondReach:
    'This modifier set is also offered at outlets you do not manage, so you cannot change it.',
  tooManyItems: `*Choose at most ${MODIFIER_MAX_ITEMS} items here; attach more from the item panel`,
  itemRepeated: '*This item is chosen twice',
  itemNotInBusiness: '*This item is not one of your items, or it was deleted',
  nothingSelected: 'Select at least one modifier set',
  notFound: 'Modifier set does not found or already removed',
});
export type ModifierMessage = (typeof modifierMessages)[keyof typeof modifierMessages];
export type ModifierMessageName = keyof typeof modifierMessages;
export type ModifierMessageKey = MessageKey<'modifiers', typeof modifierMessages>;

/**
 * Our error catalogue (decision 0160): a taken name is 409 under the name field. A missing set (or another
 * Business's) is the platform's 404 `NOT_FOUND` with `modifierMessages.notFound`, like every missing resource.
 */
export const modifierErrors = {
  '0160-0002': {
    status: 409,
    message: 'Modifier set name already exists in your business, please use another name.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
export type ModifierErrorCode = keyof typeof modifierErrors;
export const MODIFIER_NAME_TAKEN = '0160-0002' satisfies ModifierErrorCode;

// ---- Building blocks, shared by the request schemas and the panel's form ----

export const modifierNameSchema = text(modifierMessages.nameRequired)
  .trim()
  .min(1, modifierMessages.nameRequired)
  .max(MODIFIER_NAME_MAX_LENGTH, modifierMessages.nameTooLong);

export const modifierOptionNameSchema = text(modifierMessages.optionNameRequired)
  .trim()
  .min(1, modifierMessages.optionNameRequired)
  .max(MODIFIER_OPTION_NAME_MAX_LENGTH, modifierMessages.optionNameTooLong);

/**
 * The price rule: whole Rupiah from 0 to Rp 100.000.000. Returns the message of the first rule broken, or
 * undefined; the form judges what was typed with it, the request schema below with the same words.
 */
export function optionPriceProblem(price: number): ModifierMessage | undefined {
  if (!Number.isFinite(price)) return modifierMessages.priceNotANumber;
  if (!Number.isInteger(price)) return modifierMessages.priceWhole;
  if (price < 0) return modifierMessages.priceNegative;
  if (price > MODIFIER_MAX_OPTION_PRICE) return modifierMessages.priceTooHigh;
  return undefined;
}

export const modifierOptionPriceSchema = z
  .number({ message: modifierMessages.priceRequired })
  .superRefine((price, ctx) => {
    const problem = optionPriceProblem(price);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The same option name twice in a set, ignoring case and surrounding spaces: the index of each repeat. */
export function repeatedOptionNames(names: readonly string[]): number[] {
  const seen = new Set<string>();
  const repeats: number[] = [];
  names.forEach((name, index) => {
    const key = name.trim().toLowerCase();
    if (key === '') return;
    if (seen.has(key)) repeats.push(index);
    seen.add(key);
  });
  return repeats;
}

/** A selection rule broken, with the field it belongs under. */
export interface SelectionProblem {
  field: 'min_select' | 'max_select';
  message: ModifierMessage;
}

/**
 * min ≤ max ≤ option count, max ≥ 1, min ≥ 0, all whole (decision 0160). Judged once here for the form and the
 * server alike; `optionCount` is the options the set will have after the save.
 */
export function selectionProblems(
  minSelect: number,
  maxSelect: number,
  optionCount: number,
): SelectionProblem[] {
  const problems: SelectionProblem[] = [];
  const minValid = Number.isInteger(minSelect) && minSelect >= 0;
  const maxValid = Number.isInteger(maxSelect) && maxSelect >= 1;
  if (!minValid) problems.push({ field: 'min_select', message: modifierMessages.minNotWhole });
  if (!maxValid) problems.push({ field: 'max_select', message: modifierMessages.maxAtLeastOne });
  if (maxValid && optionCount > 0 && maxSelect > optionCount)
    problems.push({ field: 'max_select', message: modifierMessages.maxAboveOptions });
  if (minValid && maxValid && minSelect > maxSelect)
    problems.push({ field: 'min_select', message: modifierMessages.minAboveMax });
  return problems;
}

export const modifierOutletIdsSchema = z
  .array(idSchema, { message: modifierMessages.outletRequired })
  .min(1, modifierMessages.outletRequired)
  .max(MODIFIER_MAX_OUTLETS);

/** Each item once; at most `MODIFIER_MAX_ITEMS`. */
export const modifierItemIdsSchema = z
  .array(idSchema)
  .max(MODIFIER_MAX_ITEMS, modifierMessages.tooManyItems)
  .superRefine((ids, ctx) => {
    const seen = new Set<number>();
    ids.forEach((id, index) => {
      if (seen.has(id))
        ctx.addIssue({ code: 'custom', message: modifierMessages.itemRepeated, path: [index] });
      seen.add(id);
    });
  });

/** An option as a save names it: an existing option keeps its id (so reports and recipes keep following it). */
export const modifierOptionInputSchema = z.object({
  id: idSchema.optional().describe('absent = a new option'),
  name: modifierOptionNameSchema,
  price: modifierOptionPriceSchema.describe('whole Rupiah, 0 allowed'),
});
export type ModifierOptionInput = z.input<typeof modifierOptionInputSchema>;

const selectCountSchema = z.number().int().min(0).max(MODIFIER_MAX_OPTIONS);

// ---- Responses ----

export const modifierOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
});
export type ModifierOption = z.infer<typeof modifierOptionSchema>;

export const modifierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** In the order the cashier sees them. */
  options: z.array(modifierOptionSchema),
  min_select: z.number().int(),
  /** A set stored with no maximum (the demo's) answers its option count. */
  max_select: z.number().int(),
  /** min_select ≥ 1. */
  is_required: z.boolean(),
  /** max_select = 1. */
  is_single_choice: z.boolean(),
  /** The Outlets it is offered at, ascending. */
  outlet_ids: z.array(z.number().int()),
  /** Items it is attached to. */
  item_count: z.number().int(),
  /** Their names in name order: the first `MODIFIER_ITEM_NAMES_IN_LIST` in a list, `MODIFIER_ITEMS_SHOWN` in one read. */
  item_names: z.array(z.string()),
  /** False when it is also offered at Outlets beyond the caller's reach (decision 0011): read-only to them. */
  can_edit: z.boolean(),
});
export type Modifier = z.infer<typeof modifierSchema>;

export const modifierItemSchema = z.object({ id: z.number().int(), name: z.string() });
export type ModifierItem = z.infer<typeof modifierItemSchema>;

/** One set as its panel reads it: with the items it is attached to, by id and name (decision 0225). */
export const modifierDetailSchema = modifierSchema.extend({
  /** In name order, at most `MODIFIER_MAX_ITEMS`; all of them when `item_count` is not more. */
  items: z.array(modifierItemSchema),
});
export type ModifierDetail = z.infer<typeof modifierDetailSchema>;

// ---- GET /api/v1/modifiers ----

export const listModifiersQuerySchema = cursorQuerySchema.extend({
  /** Part of the name, any case. */
  search: text().trim().max(MODIFIER_SEARCH_MAX_LENGTH).optional(),
  /** Sets offered at one Outlet; absent = all. */
  outlet: idParamSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(MODIFIER_MAX_PAGE_SIZE).default(MODIFIER_PAGE_SIZE),
});
export type ListModifiersQuery = z.input<typeof listModifiersQuerySchema>;
export const listModifiersResponseSchema = cursorPage(modifierSchema);
export type ListModifiersResponse = z.infer<typeof listModifiersResponseSchema>;

export const modifierParamsSchema = z.object({ id: idParamSchema });

// ---- POST /api/v1/modifiers, PUT /api/v1/modifiers/:id ----

/**
 * The whole set as it should be after the save: options absent from `options` are removed, those without an id
 * added, and their order is the list's. A save replaces the Outlets with `outlet_ids`, and the items the set is
 * attached to with `item_ids` when given (absent = left as they are; decision 0225).
 */
export const saveModifierRequestSchema = z
  .object({
    name: modifierNameSchema,
    options: z
      .array(modifierOptionInputSchema, { message: modifierMessages.optionRequired })
      .min(1, modifierMessages.optionRequired)
      .max(MODIFIER_MAX_OPTIONS, modifierMessages.tooManyOptions),
    min_select: selectCountSchema.describe('0 = optional'),
    max_select: selectCountSchema.describe('1 = single choice'),
    outlet_ids: modifierOutletIdsSchema,
    item_ids: modifierItemIdsSchema.optional().describe('the items it applies to; absent = unchanged'),
  })
  .superRefine((value, ctx) => {
    for (const index of repeatedOptionNames(value.options.map((option) => option.name)))
      ctx.addIssue({
        code: 'custom',
        message: modifierMessages.optionNameRepeated,
        path: ['options', index, 'name'],
      });
    const ids = new Set<number>();
    value.options.forEach((option, index) => {
      if (option.id === undefined) return;
      if (ids.has(option.id))
        ctx.addIssue({
          code: 'custom',
          message: modifierMessages.optionNotInSet,
          path: ['options', index, 'id'],
        });
      ids.add(option.id);
    });
    for (const problem of selectionProblems(value.min_select, value.max_select, value.options.length))
      ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  });
export type SaveModifierRequest = z.input<typeof saveModifierRequestSchema>;
export type SaveModifierBody = z.output<typeof saveModifierRequestSchema>;

// ---- DELETE /api/v1/modifiers (bulk) ----

export const bulkDeleteModifiersRequestSchema = z.object({
  ids: z
    .array(idSchema, { message: modifierMessages.nothingSelected })
    .min(1, modifierMessages.nothingSelected)
    .max(MODIFIER_MAX_BULK),
});
export type BulkDeleteModifiersRequest = z.input<typeof bulkDeleteModifiersRequestSchema>;
export const bulkDeleteModifiersResponseSchema = z.object({ deleted_count: z.number().int() });
export type BulkDeleteModifiersResponse = z.infer<typeof bulkDeleteModifiersResponseSchema>;

// ---- GET /api/v1/modifiers/item-choices (the set panel's item picker) ----

export const modifierItemChoicesQuerySchema = z.object({
  search: text().trim().max(MODIFIER_SEARCH_MAX_LENGTH).optional(),
});
export type ModifierItemChoicesQuery = z.input<typeof modifierItemChoicesQuerySchema>;
export const modifierItemChoicesResponseSchema = z.object({
  /** At most `MODIFIER_ITEM_CHOICES` items (not bundle packages) in name order. */
  results: z.array(modifierItemSchema),
});
export type ModifierItemChoicesResponse = z.infer<typeof modifierItemChoicesResponseSchema>;

// ---- GET /api/v3/items/get_modifiers_list (the item panel's picker) ----

export const modifierChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  option_count: z.number().int(),
  min_select: z.number().int(),
  max_select: z.number().int(),
  is_required: z.boolean(),
  is_single_choice: z.boolean(),
});
export type ModifierChoice = z.infer<typeof modifierChoiceSchema>;
export const listModifierChoicesQuerySchema = cursorQuerySchema.extend({
  search: text().trim().max(MODIFIER_SEARCH_MAX_LENGTH).optional(),
  per_page: z.coerce.number().int().min(1).max(MODIFIER_MAX_PAGE_SIZE).default(MODIFIER_MAX_PAGE_SIZE),
});
export type ListModifierChoicesQuery = z.input<typeof listModifierChoicesQuerySchema>;
export const listModifierChoicesResponseSchema = cursorPage(modifierChoiceSchema);
export type ListModifierChoicesResponse = z.infer<typeof listModifierChoicesResponseSchema>;

// ---- The endpoints (paths in docs/spec-notes.md "Modifiers") ----

export const modifierEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/modifiers',
    summary: 'Modifier sets of the Business in name order, one page at a time',
    query: listModifiersQuerySchema,
    response: listModifiersResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  itemChoices: defineEndpoint({
    method: 'GET',
    path: '/v1/modifiers/item-choices',
    summary: 'Items a modifier set may be attached to, found by name',
    query: modifierItemChoicesQuerySchema,
    response: modifierItemChoicesResponseSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/v1/modifiers/:id',
    summary: 'One modifier set with its options, outlets and items',
    params: modifierParamsSchema,
    response: modifierDetailSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/v1/modifiers',
    summary: 'Create a modifier set with its options',
    body: saveModifierRequestSchema,
    status: 201,
    response: modifierDetailSchema,
    errors: [400, 401, 403, 409],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/v1/modifiers/:id',
    summary: 'Save a modifier set: its name, options in order, choice limits, outlets and items',
    params: modifierParamsSchema,
    body: saveModifierRequestSchema,
    response: modifierDetailSchema,
    errors: [400, 401, 403, 404, 409],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/modifiers/:id',
    summary: 'Delete a modifier set; the items it was attached to lose it, stored orders keep their copy',
    params: modifierParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
  bulkDelete: defineEndpoint({
    method: 'DELETE',
    path: '/v1/modifiers',
    summary: 'Delete several modifier sets at once: all of them or none',
    body: bulkDeleteModifiersRequestSchema,
    response: bulkDeleteModifiersResponseSchema,
    errors: [400, 401, 403, 404],
  }),
  choices: defineEndpoint({
    method: 'GET',
    path: '/v3/items/get_modifiers_list',
    summary: "The item panel's modifier picker: every set in name order, compact",
    query: listModifierChoicesQuerySchema,
    response: listModifierChoicesResponseSchema,
    errors: [400, 401, 403],
  }),
};
