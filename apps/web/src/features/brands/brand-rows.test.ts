import type { Brand, Principal } from '@backoffice/contracts/brands';
import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  type ExpandedBrands,
  principalsWantingMore,
  searchRows,
  selectAllPrincipals,
  toggleBrand,
  togglePrincipal,
  treeRows,
} from './brand-rows';

const principal = (id: number, brandCount: number): Principal => ({
  id,
  name: id === -1 ? 'None' : `P${id}`,
  brand_count: brandCount,
  item_count: 0,
  brands: [],
  outlet_count: 1,
});
const brand = (id: number, principalId: number | null = null): Brand => ({
  id,
  name: `B${id}`,
  principal_id: principalId,
  principal_name: principalId === null ? null : `P${principalId}`,
  item_count: 0,
  item_names: [],
  outlet_count: 1,
});
const loaded = (ids: number[], hasNext: boolean): ExpandedBrands => ({
  brands: ids.map((id) => brand(id, 7)),
  loading: false,
  error: false,
  hasNext,
});
const idle = { loading: false, error: false };

describe('the list as lines', () => {
  it('puts an expanded principal’s brands under it, and 3 skeletons while a page loads', () => {
    const rows = treeRows(
      [principal(-1, 0), principal(7, 60), principal(8, 2)],
      new Set([-1, 7, 8]),
      new Map([
        [7, loaded([1, 2], true)],
        [8, { brands: [], loading: true, error: false, hasNext: false }],
      ]),
      idle,
    );
    expect(rows.map((row) => row.kind)).toEqual([
      'principal', // None has no brands: it does not open
      'principal',
      'brand',
      'brand',
      'principal',
      'skeleton',
      'skeleton',
      'skeleton',
    ]);
    expect(rows[0]).toMatchObject({ expanded: false });
  });

  it('ends with 3 skeletons while the next page of principals loads, or a Retry line when it failed', () => {
    expect(treeRows([principal(1, 0)], new Set(), new Map(), { loading: true, error: false })).toHaveLength(
      4,
    );
    expect(
      treeRows([principal(1, 0)], new Set(), new Map(), { loading: false, error: true }).at(-1),
    ).toMatchObject({
      kind: 'error',
      principalId: null,
    });
    expect(
      searchRows([brand(1), brand(2, 3)], idle).map((row) => row.kind === 'brand' && row.principalId),
    ).toEqual([-1, 3]);
  });

  it('asks for more brands of a principal when its 4th-from-last brand is in view', () => {
    const brandsOf = new Map([[7, loaded([1, 2, 3, 4, 5, 6], true)]]);
    const rows = treeRows([principal(7, 60)], new Set([7]), brandsOf, idle);
    // Lines: 0 = the principal, 1..6 = brands 1..6; the 4th from last is brand 3, line 3.
    expect(principalsWantingMore(rows, brandsOf, 0, 2)).toEqual([]);
    expect(principalsWantingMore(rows, brandsOf, 0, 3)).toEqual([7]);
    const done = new Map([[7, loaded([1, 2, 3, 4, 5, 6], false)]]);
    expect(principalsWantingMore(rows, done, 0, 6)).toEqual([]);
  });
});

describe('the selection', () => {
  it('checking a parent removes its individually checked brands', () => {
    let selection = toggleBrand(emptySelection, 1, 7);
    selection = toggleBrand(selection, 2, 8);
    selection = togglePrincipal(selection, 7);
    expect([...selection.principals]).toEqual([7]);
    expect([...selection.brands.keys()]).toEqual([2]);
    expect([...togglePrincipal(selection, 7).principals]).toEqual([]);
  });

  it('check-all selects every principal but "None", and no single brand', () => {
    const all = selectAllPrincipals([principal(-1, 3), principal(4, 1), principal(5, 0)]);
    expect([...all.principals]).toEqual([4, 5]);
    expect(all.brands.size).toBe(0);
  });
});
