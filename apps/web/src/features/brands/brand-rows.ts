import { type Brand, NO_PRINCIPAL_ID, type Principal } from '@backoffice/contracts/brands';

/** One line of the windowed list: the list renders only the lines in view, so it flattens the tree first. */
export type BrandListRow =
  | { kind: 'principal'; key: string; principal: Principal; expanded: boolean }
  | { kind: 'brand'; key: string; brand: Brand; principalId: number }
  | { kind: 'skeleton'; key: string }
  | { kind: 'error'; key: string; principalId: number | null };

export interface ExpandedBrands {
  brands: Brand[];
  loading: boolean;
  error: boolean;
  hasNext: boolean;
}

/** 3 skeleton rows while loading. */
export const SKELETON_ROWS = 3;

const skeletons = (prefix: string): BrandListRow[] =>
  Array.from({ length: SKELETON_ROWS }, (_, index) => ({
    kind: 'skeleton',
    key: `${prefix}-skeleton-${index}`,
  }));

/**
 * The tree as lines: each principal, then (when expanded) its brands loaded so far, then skeletons while a page
 * loads or a Retry line when one failed. The "None" group has no toggle without brands, so it never expands then.
 */
export function treeRows(
  principals: Principal[],
  expanded: ReadonlySet<number>,
  brandsOf: ReadonlyMap<number, ExpandedBrands>,
  tail: { loading: boolean; error: boolean },
): BrandListRow[] {
  const rows: BrandListRow[] = [];
  for (const principal of principals) {
    const open = expanded.has(principal.id) && principal.brand_count > 0;
    rows.push({ kind: 'principal', key: `p-${principal.id}`, principal, expanded: open });
    if (!open) continue;
    const entry = brandsOf.get(principal.id);
    for (const brand of entry?.brands ?? [])
      rows.push({ kind: 'brand', key: `b-${principal.id}-${brand.id}`, brand, principalId: principal.id });
    if (!entry || entry.loading) rows.push(...skeletons(`p-${principal.id}`));
    else if (entry.error)
      rows.push({ kind: 'error', key: `p-${principal.id}-error`, principalId: principal.id });
  }
  if (tail.loading) rows.push(...skeletons('tail'));
  else if (tail.error) rows.push({ kind: 'error', key: 'tail-error', principalId: null });
  return rows;
}

/** A keyword search: a flat list of brands, each under its own principal (or none). */
export function searchRows(brands: Brand[], tail: { loading: boolean; error: boolean }): BrandListRow[] {
  const rows: BrandListRow[] = brands.map((brand) => ({
    kind: 'brand',
    key: `s-${brand.id}`,
    brand,
    principalId: brand.principal_id ?? NO_PRINCIPAL_ID,
  }));
  if (tail.loading) rows.push(...skeletons('search'));
  else if (tail.error) rows.push({ kind: 'error', key: 'search-error', principalId: null });
  return rows;
}

/**
 * An expanded principal fetches more when its 4th-from-last loaded brand is in view. Returns the
 * principals whose trigger line lies within the lines in view.
 */
export function principalsWantingMore(
  rows: BrandListRow[],
  brandsOf: ReadonlyMap<number, ExpandedBrands>,
  firstVisible: number,
  lastVisible: number,
): number[] {
  const wanting: number[] = [];
  for (const [principalId, entry] of brandsOf) {
    if (!entry.hasNext || entry.loading || entry.error) continue;
    const last = entry.brands.at(-4) ?? entry.brands[0];
    if (!last) continue;
    const index = rows.findIndex(
      (row) => row.kind === 'brand' && row.principalId === principalId && row.brand.id === last.id,
    );
    if (index >= firstVisible && index <= lastVisible) wanting.push(principalId);
  }
  return wanting;
}

/** The selection: checked principals and individually checked brands (with the principal each sits under). */
export interface Selection {
  principals: ReadonlySet<number>;
  brands: ReadonlyMap<number, number>;
}

export const emptySelection: Selection = { principals: new Set(), brands: new Map() };

/** Checking a parent removes its individually checked brands (they are in it now). */
export function togglePrincipal(selection: Selection, principalId: number): Selection {
  const principals = new Set(selection.principals);
  const brands = new Map(selection.brands);
  if (principals.has(principalId)) principals.delete(principalId);
  else {
    principals.add(principalId);
    for (const [brandId, under] of brands) if (under === principalId) brands.delete(brandId);
  }
  return { principals, brands };
}

export function toggleBrand(selection: Selection, brandId: number, principalId: number): Selection {
  const brands = new Map(selection.brands);
  if (brands.has(brandId)) brands.delete(brandId);
  else brands.set(brandId, principalId);
  return { principals: selection.principals, brands };
}

/** Check-all selects all parents (every real principal loaded; "None" is not a row to delete). */
export function selectAllPrincipals(principals: Principal[]): Selection {
  return {
    principals: new Set(principals.filter((p) => p.id !== NO_PRINCIPAL_ID).map((p) => p.id)),
    brands: new Map(),
  };
}

export const selectionSize = (selection: Selection) => selection.principals.size + selection.brands.size;
