import {
  type Item,
  itemMessages,
  saveItemRequestSchema,
  type SaveItemRequest,
} from '@backoffice/contracts/items';
import { formatAmountInput, parseAmountInput } from '../../lib/format/parse-amount-input';

/**
 * The item panel's form: what it holds (amounts as typed, ids as the pickers' strings) and how it maps to the
 * contract's request. It is judged by the contract's own request schema, so the panel refuses exactly what the
 * server refuses, with the same messages, at the same fields.
 */

export interface OutletCell {
  /** '' = the variant's own price. */
  price: string;
  stock: string;
  low: string;
}

export interface VariantInput {
  /** A stable key for React while variants are added and removed. */
  key: string;
  id?: number;
  name: string;
  sku: string;
  price: string;
  cost: string;
  /** By outlet id. */
  outlets: Record<string, OutletCell>;
  /**
   * The stock and low-stock level as the panel read them, by outlet id: a field still showing them is left out of
   * the save, so stock sold or counted meanwhile is kept (decision 0216).
   */
  stockAsLoaded?: Record<string, { stock: string; low: string }>;
}

export interface ItemFormInput {
  name: string;
  category_id: string | null;
  brand_id: string | null;
  description: string;
  image_file_id: string | null;
  image_url: string | null;
  track_stock: boolean;
  outlet_ids: string[];
  modifier_ids: string[];
  tax_ids: string[];
  sales_type_ids: string[];
  variants: VariantInput[];
}

let keys = 0;
export const newVariantKey = () => `v${(keys += 1)}`;

export const emptyVariant = (): VariantInput => ({
  key: newVariantKey(),
  name: '',
  sku: '',
  price: '',
  cost: '',
  outlets: {},
});

export function emptyItemForm(outletIds: number[]): ItemFormInput {
  return {
    name: '',
    category_id: null,
    brand_id: null,
    description: '',
    image_file_id: null,
    image_url: null,
    track_stock: false,
    outlet_ids: outletIds.map(String),
    modifier_ids: [],
    tax_ids: [],
    sales_type_ids: [],
    variants: [emptyVariant()],
  };
}

const money = (value: number | null, language: string) =>
  value === null ? '' : formatAmountInput(value, { language, wholeOnly: true });

/** The form showing an existing item. */
export function itemFormFromItem(item: Item, language: string): ItemFormInput {
  return {
    name: item.name,
    category_id: item.category_id === null ? null : String(item.category_id),
    brand_id: item.brand_id === null ? null : String(item.brand_id),
    description: item.description ?? '',
    image_file_id: item.image_file_id,
    image_url: item.image_url,
    track_stock: item.track_stock,
    outlet_ids: item.outlet_ids.map(String),
    modifier_ids: item.modifier_ids.map(String),
    tax_ids: item.tax_ids.map(String),
    sales_type_ids: item.sales_type_ids.map(String),
    variants: item.variants.map((variant) => ({
      key: newVariantKey(),
      id: variant.id,
      name: variant.name,
      sku: variant.sku ?? '',
      price: money(variant.price, language),
      cost: money(variant.cost, language),
      outlets: Object.fromEntries(
        variant.outlets.map((row) => [
          String(row.outlet_id),
          {
            price: money(row.price, language),
            stock: money(row.stock, language),
            low: money(row.low_stock_level, language),
          },
        ]),
      ),
      stockAsLoaded: item.track_stock
        ? Object.fromEntries(
            variant.outlets.map((row) => [
              String(row.outlet_id),
              { stock: money(row.stock, language), low: money(row.low_stock_level, language) },
            ]),
          )
        : {},
    })),
  };
}

/** '' stays '' (for the schema to call it missing), NaN stays NaN (not a number). */
function amount(text: string, language: string): number | '' {
  return parseAmountInput(text, { language, wholeOnly: true });
}
const orNull = (value: number | '') => (value === '' ? null : value);

/** The request the form stands for. */
export function itemPayloadFromForm(input: ItemFormInput, language: string): SaveItemRequest {
  const ids = (values: string[]) => values.map(Number);
  return {
    name: input.name,
    category_id: input.category_id === null ? null : Number(input.category_id),
    brand_id: input.brand_id === null ? null : Number(input.brand_id),
    description: input.description,
    image_file_id: input.image_file_id,
    track_stock: input.track_stock,
    outlet_ids: ids(input.outlet_ids),
    modifier_ids: ids(input.modifier_ids),
    tax_ids: ids(input.tax_ids),
    sales_type_ids: ids(input.sales_type_ids),
    variants: input.variants.map((variant) => {
      const price = amount(variant.price, language);
      const cost = amount(variant.cost, language);
      return {
        ...(variant.id === undefined ? {} : { id: variant.id }),
        name: variant.name,
        sku: variant.sku,
        // A missing price is a string for the schema to refuse with its message.
        price: price === '' ? (undefined as unknown as number) : price,
        cost: cost === '' ? 0 : cost,
        outlets: input.outlet_ids.flatMap((outletId) => {
          const cell = variant.outlets[outletId];
          if (!cell) return [];
          // A stock field the merchant did not change is not sent: the server keeps what is there now.
          const loaded = variant.stockAsLoaded?.[outletId];
          const stockField = (typed: string, asLoaded: string | undefined) =>
            !input.track_stock || typed === asLoaded ? undefined : orNull(amount(typed, language));
          const row = {
            outlet_id: Number(outletId),
            price: orNull(amount(cell.price, language)),
            stock: stockField(cell.stock, loaded?.stock),
            low_stock_level: stockField(cell.low, loaded?.low),
          };
          const nothing = row.price === null && row.stock === undefined && row.low_stock_level === undefined;
          return nothing ? [] : [row];
        }),
      };
    }),
  };
}

export type ItemFormErrors = Record<string, string>;

/**
 * The form field a request path stands for: `variants.0.outlets.2.price` names the third per-outlet row sent, which
 * the form keeps by outlet id.
 */
export function formPathOf(path: readonly PropertyKey[], payload: SaveItemRequest): string | null {
  const [head, index, sub, at, field] = path.map(String);
  if (head === 'variants' && index !== undefined) {
    if (sub === undefined) return 'variants';
    if (sub === 'outlets' && at !== undefined) {
      const row = payload.variants[Number(index)]?.outlets?.[Number(at)];
      if (!row) return null;
      const cell = field === 'stock' ? 'stock' : field === 'low_stock_level' ? 'low' : 'price';
      return `variants.${index}.outlets.${row.outlet_id}.${cell}`;
    }
    return `variants.${index}.${sub}`;
  }
  if (['modifier_ids', 'tax_ids', 'sales_type_ids', 'outlet_ids'].includes(head ?? '')) return head!;
  if (head === undefined) return null;
  return head;
}

/** The contract's verdict on the form, as errors by form field (first message per field). */
export function validateItemForm(input: ItemFormInput, language: string): ItemFormErrors {
  const payload = itemPayloadFromForm(input, language);
  const result = saveItemRequestSchema.safeParse(payload);
  if (result.success) return {};
  const errors: ItemFormErrors = {};
  for (const issue of result.error.issues) {
    const field = formPathOf(issue.path, payload);
    if (!field || errors[field]) continue;
    // Text that is not a number reaches the schema as NaN, which it calls a wrong type.
    const value = issue.path.reduce<unknown>(
      (at, key) => (at as Record<PropertyKey, unknown>)?.[key],
      payload,
    );
    const notANumber = issue.code === 'invalid_type' && typeof value === 'number' && Number.isNaN(value);
    errors[field] = notANumber ? itemMessages.amountNotANumber : issue.message;
  }
  return errors;
}
