import { describe, expect, it } from 'vitest';
import {
  bulkDeleteCategoriesRequestSchema,
  categoryMessages,
  listCategoriesQuerySchema,
  saveCategoryRequestSchema,
} from './categories.js';
import {
  createSalesTypeRequestSchema,
  salesTypeMessages,
  updateSalesTypeRequestSchema,
} from './sales-types.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('category contract', () => {
  it('trims the name, requires 1 to 50 characters, and reads the colour as upper-case #RRGGBB or null', () => {
    expect(saveCategoryRequestSchema.parse({ name: '  Kopi ', color: '#1c7ed6' })).toEqual({
      name: 'Kopi',
      color: '#1C7ED6',
    });
    expect(saveCategoryRequestSchema.parse({ name: 'Kopi' }).color).toBeNull();
    expect(messageOf(saveCategoryRequestSchema.safeParse({ name: '  ' }))).toBe(
      categoryMessages.nameRequired,
    );
    expect(messageOf(saveCategoryRequestSchema.safeParse({ name: 'x'.repeat(51) }))).toBe(
      categoryMessages.nameTooLong,
    );
    for (const color of ['red', '#12345', '#1234567', '#GGGGGG']) {
      expect(messageOf(saveCategoryRequestSchema.safeParse({ name: 'A', color }))).toBe(
        categoryMessages.colorInvalid,
      );
    }
  });

  it('defaults the list to name order, refuses an unknown order, and needs at least one id to bulk delete', () => {
    expect(listCategoriesQuerySchema.parse({})).toMatchObject({ sort: 'name', per_page: 25 });
    expect(listCategoriesQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(messageOf(bulkDeleteCategoriesRequestSchema.safeParse({ ids: [] }))).toBe(
      categoryMessages.nothingSelected,
    );
  });
});

describe('sales type contract', () => {
  it('creates an active, ordinary sales type offered nowhere unless told', () => {
    expect(createSalesTypeRequestSchema.parse({ name: ' GoFood ' })).toEqual({
      name: 'GoFood',
      outlet_ids: [],
      is_active: true,
      is_default: false,
    });
    expect(messageOf(updateSalesTypeRequestSchema.safeParse({ name: '', outlet_ids: [] }))).toBe(
      salesTypeMessages.nameRequired,
    );
    expect(updateSalesTypeRequestSchema.safeParse({ name: 'A', outlet_ids: [0] }).success).toBe(false);
  });
});
