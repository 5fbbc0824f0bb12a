import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { idParamSchema, idSchema } from './common/ids.js';
import { defineMessages, type MessageKey } from './common/messages.js';
import { cursorPage, cursorQuerySchema } from './common/pagination.js';
import { text } from './common/text.js';

/**
 * Automatic promotions (Library › Promo, decision 0171): the till applies one when its requirement is met — buy
 * these items, get those at a reduction ("buy X get Y"), or spend at least a minimum on the bill — on the days
 * and hours of its schedule (on each outlet's wall clock), between its first and last local date, at its outlets
 * and sales types. When two apply to the same items the higher priority wins, then the older promotion. Money is
 * integer Rupiah; a percentage is a whole number from 1 to 100.
 */

export const PROMO_PAGE_SIZE = 25;
export const PROMO_MAX_PAGE_SIZE = 100;
export const PROMO_NAME_MAX_LENGTH = 100;
export const PROMO_MAX_ITEMS = 20;
export const PROMO_MAX_QUANTITY = 999;
export const PROMO_MAX_OUTLETS = 1000;
export const PROMO_MAX_SALES_TYPES = 100;
export const PROMO_MAX_AMOUNT = 1_000_000_000_000;
export const PROMO_MAX_PRIORITY = 999;
export const PROMO_SEARCH_MAX_LENGTH = 100;
/** How many items the panel's item picker is offered for what was typed. */
export const PROMO_ITEM_CHOICES = 25;

export const promoMessages = defineMessages('promos', {
  nameRequired: '*Promo name is required',
  nameTooLong: `*Promo name can not be longer than ${PROMO_NAME_MAX_LENGTH} characters`,
  typeRequired: '*Choose the kind of promotion',
  buyRequired: '*Add at least one item the customer buys',
  getRequired: '*Add at least one item the customer gets',
  tooManyItems: `*A promotion can name at most ${PROMO_MAX_ITEMS} items here`,
  itemRepeated: '*This item is already in the list',
  itemNotFound: '*This item is not one of your items',
  quantityWhole: `*Item quantity must be a whole number from 1 to ${PROMO_MAX_QUANTITY}`,
  minimumRequired: '*Minimum purchase must be a whole Rupiah amount of at least 1',
  rewardTypeRequired: '*Choose percentage or cash',
  percentageRange: '*Percentage must be a whole number from 1 to 100',
  cashAtLeastOne: '*Cash reward must be a whole Rupiah amount of at least 1',
  maxOnlyForPercentage: '*A maximum applies to a percentage reward only',
  maxAtLeastOne: '*Maximum must be a whole Rupiah amount of at least 1',
  dateInvalid: '*Use a date as yyyy-MM-dd',
  endBeforeStart: '*The last day can not be before the first day',
  daysRequired: '*Choose at least one day',
  dayRepeated: '*Each day can be chosen once',
  timeInvalid: '*Use a time as HH:mm',
  sameTimes: '*Start and end time can not be the same; leave the hours off for all day',
  priorityRange: `*Priority must be a whole number from 0 to ${PROMO_MAX_PRIORITY}`,
  outletRequired: '*Choose at least one outlet that runs the promotion',
  outletNotInBusiness: '*The promotion can only run at your own outlets',
  salesTypeNotFound: '*This sales type is not one of yours',
  notFound: 'Promo does not found or already removed',
  sharedBeyondReach: 'This promotion also runs at outlets you do not manage, so you cannot change it.',
  notEditable: 'This promotion was made with a requirement this screen cannot change; you can delete it.',
});
export type PromoMessageName = keyof typeof promoMessages;
export type PromoMessageKey = MessageKey<'promos', typeof promoMessages>;

// ---- Building blocks ----

export const promoTypeSchema = z.enum(['buy_x_get_y', 'minimum_purchase'], {
  message: promoMessages.typeRequired,
});
export type PromoType = z.infer<typeof promoTypeSchema>;
export const promoRewardTypeSchema = z.enum(['PERCENTAGE', 'CASH'], {
  message: promoMessages.rewardTypeRequired,
});
export const promoStatusSchema = z.enum(['scheduled', 'running', 'ended', 'inactive']);
export type PromoStatus = z.infer<typeof promoStatusSchema>;

export const promoNameSchema = text(promoMessages.nameRequired)
  .trim()
  .min(1, promoMessages.nameRequired)
  .max(PROMO_NAME_MAX_LENGTH, promoMessages.nameTooLong);

const quantitySchema = z
  .number({ message: promoMessages.quantityWhole })
  .int(promoMessages.quantityWhole)
  .min(1, promoMessages.quantityWhole)
  .max(PROMO_MAX_QUANTITY, promoMessages.quantityWhole);

const promoItemsSchema = (required: string) =>
  z
    .array(z.object({ item_id: idSchema, quantity: quantitySchema }), { message: required })
    .max(PROMO_MAX_ITEMS, promoMessages.tooManyItems)
    .superRefine((entries, ctx) => {
      const seen = new Set<number>();
      entries.forEach((entry, index) => {
        if (seen.has(entry.item_id))
          ctx.addIssue({ code: 'custom', message: promoMessages.itemRepeated, path: [index, 'item_id'] });
        seen.add(entry.item_id);
      });
    });

const rupiah = (message: string) =>
  z.number({ message }).int(message).min(1, message).max(PROMO_MAX_AMOUNT, message);

/** A local date on the outlets' calendar. */
export const promoDateSchema = text(promoMessages.dateInvalid).regex(
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  promoMessages.dateInvalid,
);

const timeSchema = text(promoMessages.timeInvalid).regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  promoMessages.timeInvalid,
);

/** ISO weekdays (1 = Monday … 7 = Sunday) and a window on each outlet's wall clock; `to` before `from` ends the next day. */
export const promoScheduleSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), { message: promoMessages.daysRequired })
      .min(1, promoMessages.daysRequired)
      .max(7),
    from: timeSchema,
    to: timeSchema,
  })
  .superRefine((value, ctx) => {
    if (new Set(value.days).size !== value.days.length)
      ctx.addIssue({ code: 'custom', message: promoMessages.dayRepeated, path: ['days'] });
    if (value.from === value.to)
      ctx.addIssue({ code: 'custom', message: promoMessages.sameTimes, path: ['to'] });
  });
export type PromoSchedule = z.infer<typeof promoScheduleSchema>;

// ---- Responses ----

export const promoItemSchema = z.object({
  item_id: z.number().int(),
  item_name: z.string(),
  quantity: z.number().int(),
});
export type PromoItem = z.infer<typeof promoItemSchema>;

export const promoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `other`: a requirement this screen does not edit (made elsewhere); it can be read and deleted. */
  type: z.enum(['buy_x_get_y', 'minimum_purchase', 'other']),
  buy_items: z.array(promoItemSchema),
  get_items: z.array(promoItemSchema),
  minimum_amount: z.number().int().nullable(),
  discount_type: promoRewardTypeSchema,
  amount: z.number().int(),
  max_discount: z.number().int().nullable(),
  /** Empty = every sales type. */
  sales_type_ids: z.array(z.number().int()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  /** null = all day, every day. */
  schedule: z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() }).nullable(),
  priority: z.number().int(),
  is_active: z.boolean(),
  status: promoStatusSchema,
  outlet_ids: z.array(z.number().int()),
  can_edit: z.boolean(),
});
export type Promo = z.infer<typeof promoSchema>;

// ---- Requests ----

export const listPromosQuerySchema = cursorQuerySchema.extend({
  search: text().trim().max(PROMO_SEARCH_MAX_LENGTH).optional(),
  status: promoStatusSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(PROMO_MAX_PAGE_SIZE).default(PROMO_PAGE_SIZE),
});
export type ListPromosQuery = z.input<typeof listPromosQuerySchema>;
export const listPromosResponseSchema = cursorPage(promoSchema);
export type ListPromosResponse = z.infer<typeof listPromosResponseSchema>;

export const promoParamsSchema = z.object({ id: idParamSchema });

/** The panel's item picker (decision 0190): the business's items whose name holds what was typed, in name order. */
export const promoItemChoicesQuerySchema = z.object({
  search: text().trim().max(PROMO_SEARCH_MAX_LENGTH).optional(),
});
export const promoItemChoiceSchema = z.object({ item_id: z.number().int(), item_name: z.string() });
export type PromoItemChoice = z.infer<typeof promoItemChoiceSchema>;
export const promoItemChoicesResponseSchema = z.object({ results: z.array(promoItemChoiceSchema) });
export type PromoItemChoicesResponse = z.infer<typeof promoItemChoicesResponseSchema>;

export const savePromoRequestSchema = z
  .object({
    name: promoNameSchema,
    type: promoTypeSchema,
    buy_items: promoItemsSchema(promoMessages.buyRequired).default([]),
    get_items: promoItemsSchema(promoMessages.getRequired).default([]),
    minimum_amount: z.number().nullable().default(null),
    discount_type: promoRewardTypeSchema,
    amount: z.number({ message: promoMessages.percentageRange }),
    max_discount: z.number().nullable().default(null),
    sales_type_ids: z.array(idSchema).max(PROMO_MAX_SALES_TYPES).default([]),
    start_date: promoDateSchema.nullable().default(null),
    end_date: promoDateSchema.nullable().default(null),
    schedule: promoScheduleSchema.nullable().default(null),
    priority: z
      .number({ message: promoMessages.priorityRange })
      .int(promoMessages.priorityRange)
      .min(0, promoMessages.priorityRange)
      .max(PROMO_MAX_PRIORITY, promoMessages.priorityRange)
      .default(0),
    is_active: z.boolean().default(true),
    outlet_ids: z
      .array(idSchema, { message: promoMessages.outletRequired })
      .min(1, promoMessages.outletRequired)
      .max(PROMO_MAX_OUTLETS),
  })
  .superRefine((value, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (value.type === 'buy_x_get_y') {
      if (value.buy_items.length === 0) issue(['buy_items'], promoMessages.buyRequired);
      if (value.get_items.length === 0) issue(['get_items'], promoMessages.getRequired);
    } else if (!rupiah(promoMessages.minimumRequired).safeParse(value.minimum_amount).success) {
      issue(['minimum_amount'], promoMessages.minimumRequired);
    }
    if (value.discount_type === 'PERCENTAGE') {
      if (!Number.isInteger(value.amount) || value.amount < 1 || value.amount > 100)
        issue(['amount'], promoMessages.percentageRange);
      if (
        value.max_discount !== null &&
        !rupiah(promoMessages.maxAtLeastOne).safeParse(value.max_discount).success
      )
        issue(['max_discount'], promoMessages.maxAtLeastOne);
    } else {
      if (!rupiah(promoMessages.cashAtLeastOne).safeParse(value.amount).success)
        issue(['amount'], promoMessages.cashAtLeastOne);
      if (value.max_discount !== null) issue(['max_discount'], promoMessages.maxOnlyForPercentage);
    }
    if (value.start_date && value.end_date && value.end_date < value.start_date)
      issue(['end_date'], promoMessages.endBeforeStart);
  });
export type SavePromoRequest = z.input<typeof savePromoRequestSchema>;
export type SavePromoBody = z.output<typeof savePromoRequestSchema>;

// ---- Endpoints (the spec's family `/promo/v1/promos`; shapes in decision 0171) ----

const BASE = '/promo/v1/promos';

export const promoEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    summary: 'Promotions in the order they win (priority, then the older), one page at a time',
    query: listPromosQuerySchema,
    response: listPromosResponseSchema,
    errors: [400, 401, 403],
  }),
  itemChoices: defineEndpoint({
    method: 'GET',
    path: `${BASE}/item-choices`,
    summary: `Items a promotion may name, found by name (at most ${PROMO_ITEM_CHOICES})`,
    query: promoItemChoicesQuerySchema,
    response: promoItemChoicesResponseSchema,
    errors: [400, 401, 403],
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    summary: 'One promotion',
    params: promoParamsSchema,
    response: promoSchema,
    errors: [400, 401, 403, 404],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    summary: 'Create a promotion',
    body: savePromoRequestSchema,
    status: 201,
    response: promoSchema,
    errors: [400, 401, 403],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    summary: 'Replace a promotion',
    params: promoParamsSchema,
    body: savePromoRequestSchema,
    response: promoSchema,
    errors: [400, 401, 403, 404],
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    summary: 'Delete a promotion (orders keep their own copy)',
    params: promoParamsSchema,
    status: 204,
    response: z.null().describe('Deleted'),
    errors: [400, 401, 403, 404],
  }),
};
