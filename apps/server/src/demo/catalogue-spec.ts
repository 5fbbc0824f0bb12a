/** How the demo catalogues are described: plain data, turned into rows by catalogue.ts. */

/** Variant schemes: each entry is a variant name and what it adds to the item's base price. */
export const variantSchemes = {
  single: [['', 0]],
  temp: [
    ['Hot', 0],
    ['Iced', 2000],
  ],
  size: [
    ['Regular', 0],
    ['Large', 6000],
  ],
  tempSize: [
    ['Hot Regular', 0],
    ['Iced Regular', 2000],
    ['Iced Large', 8000],
  ],
  portion: [
    ['Reguler', 0],
    ['Jumbo', 8000],
  ],
  bottle: [
    ['600 ml', 0],
    ['1,5 L', 3000],
  ],
  pack: [
    ['1 L', 0],
    ['2 L', 17000],
  ],
} as const satisfies Record<string, readonly (readonly [string, number])[]>;

export type VariantScheme = keyof typeof variantSchemes;

export interface ModifierGroupSpec {
  key: string;
  name: string;
  singleChoice: boolean;
  options: readonly (readonly [name: string, price: number])[];
}

/**
 * [name, base price in Rupiah, variant scheme, modifier group keys, popularity weight, brand]. Popularity drives how
 * often the order generator picks the item (a kopi susu sells far more than a lapis legit).
 */
export type ItemSpec = readonly [
  name: string,
  price: number,
  variants?: VariantScheme,
  modifiers?: readonly string[],
  popularity?: number,
  /** Overrides the category's brand for this item. */
  brand?: string,
];

export interface CategorySpec {
  name: string;
  color: string;
  /** Brand every item of the category carries; absent = Unbranded. */
  brand?: string;
  /** Cost of goods as a share of the price, for gross profit. */
  costRatio: number;
  items: readonly ItemSpec[];
}

export interface PrincipalSpec {
  name: string;
  brands: readonly string[];
}

export interface CatalogueSpec {
  principals: readonly PrincipalSpec[];
  /** Brands that belong to no principal (the "No principal brand" group). */
  loneBrands: readonly string[];
  modifierGroups: readonly ModifierGroupSpec[];
  categories: readonly CategorySpec[];
  /** Retail items track stock; food-and-beverage items do not. */
  tracksStock: boolean;
}
