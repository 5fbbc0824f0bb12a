import {
  type Promo,
  PROMO_MAX_AMOUNT,
  PROMO_MAX_ITEMS,
  PROMO_MAX_PRIORITY,
  PROMO_MAX_QUANTITY,
  promoDateSchema,
  promoMessages,
  promoNameSchema,
  type PromoType,
  type SavePromoRequest,
} from '@backoffice/contracts/promos';
import { z } from 'zod';
import { parseAmountInput } from '../../lib/format/parse-amount-input';

/**
 * The promotion panel's form (decision 0171, the panel's choices in 0190): what it edits, checked with the
 * contract's messages so the panel refuses what the server refuses. Amounts are held as typed and read in the UI
 * language (`readPromoForm`), the way merchants type them.
 */
export interface PromoFormItem {
  item_id: number;
  item_name: string;
  /** '' while the input is empty. */
  quantity: number | '';
}

export type PromoRewardType = 'PERCENTAGE' | 'CASH';

/** What the panel holds: amounts and priority as typed. */
export interface PromoFormInput {
  name: string;
  type: PromoType;
  buy_items: PromoFormItem[];
  get_items: PromoFormItem[];
  minimum_amount: string;
  discount_type: PromoRewardType;
  amount: string;
  max_discount: string;
  /** `yyyy-MM-dd` or '' (none). */
  start_date: string;
  end_date: string;
  /** false = every day, all day (no schedule). */
  scheduled: boolean;
  days: number[];
  from: string;
  to: string;
  priority: string;
  is_active: boolean;
  outlet_ids: number[];
  /** Not edited here: kept as the promotion had them (empty = every sales type). */
  sales_type_ids: number[];
}

/** The form's values once read: '' while empty, NaN when what was typed is not a number. */
export type PromoFormValues = Omit<
  PromoFormInput,
  'minimum_amount' | 'amount' | 'max_discount' | 'priority'
> & {
  minimum_amount: number | '';
  amount: number | '';
  max_discount: number | '';
  priority: number | '';
};

const wholeRupiah = (value: number | '') =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PROMO_MAX_AMOUNT;
const wholeIn = (value: number | '', min: number, max: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function readPromoForm(input: PromoFormInput, language: string): PromoFormValues {
  const rupiah = (text: string) => parseAmountInput(text, { language, wholeOnly: true });
  return {
    ...input,
    minimum_amount: rupiah(input.minimum_amount),
    // A percentage may be typed with a decimal mark: it is then refused, never rounded.
    amount:
      input.discount_type === 'CASH'
        ? rupiah(input.amount)
        : parseAmountInput(input.amount, { language, wholeOnly: false }),
    max_discount: input.discount_type === 'CASH' ? '' : rupiah(input.max_discount),
    priority: parseAmountInput(input.priority, { language, wholeOnly: false }),
  };
}

export const promoFormSchema = z
  .object({
    name: promoNameSchema,
    type: z.enum(['buy_x_get_y', 'minimum_purchase'], { message: promoMessages.typeRequired }),
  })
  .loose()
  .superRefine((raw, ctx) => {
    const value = raw as unknown as PromoFormValues;
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (value.type === 'buy_x_get_y') {
      const items = (list: PromoFormItem[], field: 'buy_items' | 'get_items', required: string) => {
        if (list.length === 0) issue([field], required);
        else if (list.length > PROMO_MAX_ITEMS) issue([field], promoMessages.tooManyItems);
        list.forEach((entry, index) => {
          if (!wholeIn(entry.quantity, 1, PROMO_MAX_QUANTITY))
            issue([field, index, 'quantity'], promoMessages.quantityWhole);
        });
      };
      items(value.buy_items, 'buy_items', promoMessages.buyRequired);
      items(value.get_items, 'get_items', promoMessages.getRequired);
    } else if (value.type === 'minimum_purchase' && !wholeRupiah(value.minimum_amount)) {
      issue(['minimum_amount'], promoMessages.minimumRequired);
    }
    if (value.discount_type === 'PERCENTAGE') {
      if (!wholeIn(value.amount, 1, 100)) issue(['amount'], promoMessages.percentageRange);
      if (value.max_discount !== '' && !wholeRupiah(value.max_discount))
        issue(['max_discount'], promoMessages.maxAtLeastOne);
    } else if (!wholeRupiah(value.amount)) {
      issue(['amount'], promoMessages.cashAtLeastOne);
    }
    const dateOk = (date: string) => date === '' || promoDateSchema.safeParse(date).success;
    if (!dateOk(value.start_date)) issue(['start_date'], promoMessages.dateInvalid);
    if (!dateOk(value.end_date)) issue(['end_date'], promoMessages.dateInvalid);
    else if (value.start_date && value.end_date && value.end_date < value.start_date)
      issue(['end_date'], promoMessages.endBeforeStart);
    if (value.scheduled) {
      if (value.days.length === 0) issue(['days'], promoMessages.daysRequired);
      if (!TIME.test(value.from)) issue(['from'], promoMessages.timeInvalid);
      if (!TIME.test(value.to)) issue(['to'], promoMessages.timeInvalid);
      else if (value.from === value.to) issue(['to'], promoMessages.sameTimes);
    }
    if (!wholeIn(value.priority, 0, PROMO_MAX_PRIORITY)) issue(['priority'], promoMessages.priorityRange);
    if (value.outlet_ids.length === 0) issue(['outlet_ids'], promoMessages.outletRequired);
  });

export const emptyPromoForm: PromoFormInput = {
  name: '',
  type: 'buy_x_get_y',
  buy_items: [],
  get_items: [],
  minimum_amount: '',
  discount_type: 'PERCENTAGE',
  amount: '',
  max_discount: '',
  start_date: '',
  end_date: '',
  scheduled: false,
  days: [],
  from: '',
  to: '',
  priority: '0',
  is_active: true,
  outlet_ids: [],
  sales_type_ids: [],
};

const rupiahText = (value: number) =>
  new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(value);

/** The panel's input for a stored promotion of a kind it edits. */
export function promoFormFromPromo(promo: Promo): PromoFormInput {
  const items = (list: Promo['buy_items']) =>
    list.map((entry) => ({ item_id: entry.item_id, item_name: entry.item_name, quantity: entry.quantity }));
  return {
    name: promo.name,
    type: promo.type === 'minimum_purchase' ? 'minimum_purchase' : 'buy_x_get_y',
    buy_items: items(promo.buy_items),
    get_items: items(promo.get_items),
    minimum_amount: promo.minimum_amount === null ? '' : rupiahText(promo.minimum_amount),
    discount_type: promo.discount_type,
    amount: promo.discount_type === 'CASH' ? rupiahText(promo.amount) : String(promo.amount),
    max_discount: promo.max_discount === null ? '' : rupiahText(promo.max_discount),
    start_date: promo.start_date ?? '',
    end_date: promo.end_date ?? '',
    scheduled: promo.schedule !== null,
    days: promo.schedule ? [...promo.schedule.days].sort((a, b) => a - b) : [],
    from: promo.schedule?.from ?? '',
    to: promo.schedule?.to ?? '',
    priority: String(promo.priority),
    is_active: promo.is_active,
    outlet_ids: [...promo.outlet_ids],
    sales_type_ids: [...promo.sales_type_ids],
  };
}

const numberOr = (value: number | '', fallback: number) => (typeof value === 'number' ? value : fallback);

/** The request the form's values stand for (call after the form validated). */
export function promoPayloadFromForm(values: PromoFormValues): SavePromoRequest {
  const buyXGetY = values.type === 'buy_x_get_y';
  const items = (list: PromoFormItem[]) =>
    buyXGetY ? list.map((entry) => ({ item_id: entry.item_id, quantity: numberOr(entry.quantity, 0) })) : [];
  return {
    name: values.name.trim(),
    type: values.type,
    buy_items: items(values.buy_items),
    get_items: items(values.get_items),
    minimum_amount: buyXGetY ? null : numberOr(values.minimum_amount, 0),
    discount_type: values.discount_type,
    amount: numberOr(values.amount, 0),
    max_discount:
      values.discount_type === 'PERCENTAGE' && values.max_discount !== '' ? values.max_discount : null,
    sales_type_ids: [...values.sales_type_ids],
    start_date: values.start_date || null,
    end_date: values.end_date || null,
    schedule: values.scheduled
      ? { days: [...new Set(values.days)].sort((a, b) => a - b), from: values.from, to: values.to }
      : null,
    priority: numberOr(values.priority, 0),
    is_active: values.is_active,
    outlet_ids: [...new Set(values.outlet_ids)],
  };
}

/** `to` before `from`: the window ends the next day. */
export const runsPastMidnight = (from: string, to: string) => TIME.test(from) && TIME.test(to) && to < from;
