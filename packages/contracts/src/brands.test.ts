import { describe, expect, it } from 'vitest';
import {
  brandMessages,
  bulkDeleteRequestSchema,
  bulkMoveRequestSchema,
  listBrandsQuerySchema,
  listPrincipalsQuerySchema,
  saveBrandRequestSchema,
  savePrincipalRequestSchema,
} from './brands.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('brand contract', () => {
  it('requires a name of 1 to 50 characters, trimmed', () => {
    expect(saveBrandRequestSchema.parse({ name: '  Kopi  ' })).toEqual({
      name: 'Kopi',
      principal_id: null,
      is_saved_to_all_outlets: false,
    });
    expect(messageOf(saveBrandRequestSchema.safeParse({ name: '   ' }))).toBe(
      brandMessages.brandNameRequired,
    );
    expect(messageOf(saveBrandRequestSchema.safeParse({ name: 'x'.repeat(51) }))).toBe(
      brandMessages.nameTooLong,
    );
    expect(saveBrandRequestSchema.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
    expect(messageOf(savePrincipalRequestSchema.safeParse({ name: '', outlet_id: 1 }))).toBe(
      brandMessages.principalNameRequired,
    );
  });

  it('reads principal -1 and null as "no principal", and refuses other non-ids', () => {
    expect(saveBrandRequestSchema.parse({ name: 'A', principal_id: -1 }).principal_id).toBeNull();
    expect(saveBrandRequestSchema.parse({ name: 'A', principal_id: 4 }).principal_id).toBe(4);
    expect(saveBrandRequestSchema.safeParse({ name: 'A', principal_id: 0 }).success).toBe(false);
    expect(
      bulkMoveRequestSchema.parse({ outlet_id: 1, brand_ids: [2], target_principal_id: -1 }),
    ).toMatchObject({
      target_principal_id: null,
      principal_ids: [],
    });
  });

  it('needs something selected for a bulk action', () => {
    expect(messageOf(bulkDeleteRequestSchema.safeParse({ outlet_id: 1 }))).toBe(
      brandMessages.nothingSelected,
    );
    expect(bulkDeleteRequestSchema.safeParse({ outlet_id: 1, principal_ids: [3] }).success).toBe(true);
  });

  it('pages lists from 1 with the spec sizes: brands 50 (at most 999), principals 500', () => {
    expect(listBrandsQuerySchema.parse({})).toEqual({ page: 1, size: 50, deep: false });
    expect(listBrandsQuerySchema.parse({ principal_id: '-1', deep: 'true', size: '999' })).toMatchObject({
      principal_id: -1,
      deep: true,
      size: 999,
    });
    expect(listBrandsQuerySchema.safeParse({ size: '1000' }).success).toBe(false);
    expect(listBrandsQuerySchema.safeParse({ principal_id: '0' }).success).toBe(false);
    expect(listPrincipalsQuerySchema.parse({ outlet_id: '3' })).toEqual({
      outlet_id: 3,
      page: 1,
      size: 500,
      deep: false,
    });
  });
});
