import type {
  DiscountRowDto,
  ModifierSalesRowDto,
  SalesTypeRowDto,
  StaffRowDto,
  TaxRowDto,
} from '@backoffice/contracts/sales-reports';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { writeTokens } from '../../../lib/session/token-store';
import { headers, renderReport, rowTexts, stubReport } from './report-page-harness';

const discount = (fields: Partial<DiscountRowDto>): DiscountRowDto => ({
  kind: null,
  name: '',
  timesApplied: 0,
  amount: 0,
  ...fields,
});

const charge = (fields: Partial<TaxRowDto>): TaxRowDto => ({
  outletId: 0,
  outletName: '',
  name: '',
  included: false,
  bills: 0,
  taxableAmount: 0,
  amount: 0,
  refunds: 0,
  collected: 0,
  ...fields,
});

const person = (fields: Partial<StaffRowDto>): StaffRowDto => ({
  userId: 1,
  name: '',
  transactions: 0,
  netSales: 0,
  averageBill: 0,
  refundCount: 0,
  refunds: 0,
  voids: 0,
  voidAmount: 0,
  cancellations: 0,
  cancelledAmount: 0,
  discounts: 0,
  ...fields,
});

const option = (fields: Partial<ModifierSalesRowDto>): ModifierSalesRowDto => ({
  modifierName: '',
  optionName: '',
  quantity: 0,
  amount: 0,
  refundedQuantity: 0,
  refunds: 0,
  net: 0,
  ...fields,
});

const salesType = (fields: Partial<SalesTypeRowDto>): SalesTypeRowDto => ({
  salesTypeId: 1,
  name: '',
  transactions: 0,
  netSales: 0,
  gratuity: 0,
  ...fields,
});

const clickHeader = async (name: RegExp) =>
  userEvent.click(within(screen.getAllByRole('columnheader', { name })[0]!).getByRole('button'));

describe('Sales reports of modifiers, discounts, taxes, gratuity, staff, servers and sales types', () => {
  beforeEach(() => {
    window.localStorage.clear();
    writeTokens({
      accessToken: 'access',
      refreshToken: 'refresh',
      accessTokenExpiry: Math.floor(Date.now() / 1000) + 900,
      authType: 'email',
    });
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await act(() => i18next.changeLanguage('en'));
  });

  it('Discounts: kinds in the page language, merchant names kept, the total, refunds as a note, sorting', async () => {
    const calls = stubReport({
      rows: [
        discount({ kind: 'PROMOTION', name: 'Happy Hour', timesApplied: 12, amount: 60_000 }),
        discount({ kind: 'ITEM_DISCOUNT', name: 'Staff 10%', timesApplied: 30, amount: 90_000 }),
        discount({ kind: 'LOYALTY', name: '', timesApplied: 2, amount: 20_000 }),
      ],
      total: discount({ timesApplied: 44, amount: 170_000 }),
      refunded: 5_000,
    });
    renderReport('/v2/reports/sales/discounts?from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('Happy Hour')).toBeTruthy();
    expect(calls[0]!.query).toContain('discountReport(');
    expect(calls[0]!.query).toContain('refunded');
    expect(headers().slice(0, 4)).toEqual(['Kind', 'Discount', 'Times applied', 'Amount given']);
    let texts = rowTexts();
    expect(texts[1]).toContain('Promotion');
    expect(texts[2]).toContain('Item discount');
    expect(texts[3]).toContain('Loyalty redemption');
    expect(texts[3]).toContain('No name');
    expect(texts.at(-1)).toContain('Total');
    expect(texts.at(-1)).toContain('Rp\u00a0170.000');
    expect(screen.getByText('Happy Hour').closest('[translate="no"]')).toBeTruthy();
    expect(screen.getByTestId('discounts-refunded').textContent).toMatch(/given back by refunds.*Rp\s5\.000/);
    await clickHeader(/Amount given/);
    texts = rowTexts();
    expect(texts[1]).toContain('Staff 10%');
    expect(texts[3]).toContain('No name');
    expect(texts.at(-1)).toContain('Total');
    await act(() => i18next.changeLanguage('id'));
    expect(await screen.findByText('Promosi')).toBeTruthy();
    expect(screen.getByText('Penukaran poin loyalitas')).toBeTruthy();
    expect(screen.getByText('Tanpa nama')).toBeTruthy();
    expect(screen.getByText('Happy Hour')).toBeTruthy();
  });

  it('Taxes: per outlet and tax with the added taxes in the total, the included ones apart with their sum', async () => {
    const calls = stubReport({
      rows: [
        charge({
          outletId: 1,
          outletName: 'Kemang',
          name: 'PB1',
          bills: 10,
          taxableAmount: 1_000_000,
          amount: 100_000,
          collected: 100_000,
        }),
        charge({
          outletId: 2,
          outletName: 'Renon',
          name: 'PB1',
          bills: 4,
          taxableAmount: 400_000,
          amount: 40_000,
          refunds: 4_000,
          collected: 36_000,
        }),
        charge({
          outletId: 2,
          outletName: 'Renon',
          name: 'PPN',
          included: true,
          bills: 3,
          taxableAmount: 300_000,
          amount: 33_000,
          collected: 33_000,
        }),
      ],
      total: charge({
        bills: 14,
        taxableAmount: 1_400_000,
        amount: 140_000,
        refunds: 4_000,
        collected: 136_000,
      }),
      includedTotal: charge({
        included: true,
        bills: 3,
        taxableAmount: 300_000,
        amount: 33_000,
        collected: 33_000,
      }),
    });
    renderReport('/v2/reports/sales/taxes');
    await screen.findByText('Kemang');
    expect(calls[0]!.query).toContain('taxReport(');
    expect(calls[0]!.query).toMatch(/includedTotal \{ outletId/);
    expect(headers().slice(0, 7)).toEqual([
      'Outlet',
      'Tax',
      'Bills',
      'Taxable amount',
      'Charged',
      'Refunds',
      'Amount collected',
    ]);
    const added = rowTexts();
    expect(added).toHaveLength(4);
    expect(added.join('|')).not.toContain('PPN');
    expect(added.at(-1)).toMatch(/^Total.*Rp\s136\.000$/);
    const included = rowTexts('Taxes included in the price');
    expect(included[1]).toContain('PPN');
    expect(included.at(-1)).toMatch(/^Total.*Rp\s33\.000$/);
    expect(screen.getByTestId('included-taxes').textContent).toMatch(/part of Net sales.*Rp\s33\.000/);
    await clickHeader(/Amount collected/);
    expect(rowTexts()[1]).toContain('Kemang');
    await clickHeader(/Amount collected/);
    expect(rowTexts()[1]).toContain('Renon');
  });

  it('Gratuity: per outlet and service charge, the base named as such, the total', async () => {
    const calls = stubReport({
      rows: [
        charge({
          outletId: 1,
          outletName: 'Kemang',
          name: 'Service 5%',
          bills: 8,
          taxableAmount: 800_000,
          amount: 40_000,
          collected: 40_000,
        }),
      ],
      total: charge({ bills: 8, taxableAmount: 800_000, amount: 40_000, collected: 40_000 }),
    });
    renderReport('/v2/reports/sales/gratuity');
    await screen.findByText('Service 5%');
    expect(calls[0]!.query).toContain('gratuityReport(');
    expect(headers().slice(0, 4)).toEqual(['Outlet', 'Service charge', 'Bills', 'Base amount']);
    expect(rowTexts().at(-1)).toMatch(/^Total.*Rp\s40\.000$/);
    expect(screen.queryByTestId('included-taxes')).toBeNull();
  });

  it('Staff: every figure per cashier, the bills nobody was recorded on as Unassigned in both languages', async () => {
    const calls = stubReport({
      rows: [
        person({
          userId: 7,
          name: 'Vina Lim',
          transactions: 10,
          netSales: 500_000,
          averageBill: 50_000,
          voids: 2,
          voidAmount: 30_000,
        }),
        person({ userId: null, transactions: 3, netSales: 900_000, averageBill: 300_000 }),
        person({ userId: 8, name: 'Budi', refundCount: 1, refunds: 20_000, netSales: -20_000 }),
      ],
      total: person({
        userId: null,
        transactions: 13,
        netSales: 1_380_000,
        averageBill: 106_154,
        refundCount: 1,
        refunds: 20_000,
        voids: 2,
        voidAmount: 30_000,
      }),
    });
    renderReport('/v2/reports/sales/staff');
    await screen.findByText('Vina Lim');
    expect(calls[0]!.query).toContain('staffReport(');
    expect(headers().slice(0, 11)).toEqual([
      'Cashier',
      'Transactions',
      'Net sales',
      'Average bill',
      'Refunds',
      'Refund amount',
      'Voids',
      'Void amount',
      'Cancellations',
      'Cancelled amount',
      'Discounts given',
    ]);
    const unassigned = screen.getByText('Unassigned');
    expect(unassigned.closest('[translate="no"]')).toBeNull();
    // Dimmed, like a category without a name: not somebody's name.
    expect(unassigned.getAttribute('style')).toContain('--mantine-color-dimmed');
    expect(rowTexts()[3]).toContain('-Rp\u00a020.000');
    expect(rowTexts().at(-1)).toContain('Rp\u00a01.380.000');
    expect(rowTexts().at(-1)).toMatch(/^Total/);
    await clickHeader(/Net sales/);
    expect(rowTexts()[1]).toContain('Unassigned');
    expect(rowTexts()[3]).toContain('Budi');
    await act(() => i18next.changeLanguage('id'));
    expect(await screen.findByText('Tanpa petugas')).toBeTruthy();
    expect(headers()[0]).toBe('Kasir');
  });

  it('Server: the same figures per waiter from serverReport', async () => {
    const calls = stubReport({
      rows: [person({ userId: 3, name: 'Dewi', transactions: 5, netSales: 250_000 })],
      total: person({ userId: null, transactions: 5, netSales: 250_000 }),
    });
    const router = renderReport('/v2/reports/sales/server?sort=netSales&dir=asc');
    await screen.findByText('Dewi');
    expect(calls[0]!.query).toContain('serverReport(');
    expect(headers()[0]).toBe('Server');
    expect(screen.getByRole('columnheader', { name: /Net sales/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    expect(router.state.location.pathname).toBe('/v2/reports/sales/server');
  });

  it('Modifier sales: per modifier and option, the total, sorting by a name', async () => {
    stubReport({
      rows: [
        option({ modifierName: 'Sugar', optionName: 'Less', quantity: 9, amount: 0 }),
        option({ modifierName: 'Milk', optionName: 'Oat', quantity: 4, amount: 32_000, net: 32_000 }),
      ],
      total: option({ quantity: 13, amount: 32_000, net: 32_000 }),
    });
    renderReport('/v2/reports/sales/modifier_sales');
    await screen.findByText('Oat');
    expect(headers().slice(0, 7)).toEqual([
      'Modifier',
      'Option',
      'Sold',
      'Amount',
      'Refunded',
      'Refunds',
      'Net',
    ]);
    expect(rowTexts().at(-1)).toMatch(/^Total.*13.*Rp\s32\.000/);
    await clickHeader(/^Option/);
    expect(rowTexts()[1]).toContain('Less');
    expect(screen.getByText('Oat').closest('[translate="no"]')).toBeTruthy();
  });

  it('Sales type: per type, the bills without one named in the page language and dimmed', async () => {
    const calls = stubReport({
      rows: [
        salesType({
          salesTypeId: 1,
          name: 'Dine In',
          transactions: 20,
          netSales: 1_000_000,
          gratuity: 50_000,
        }),
        salesType({ salesTypeId: null, transactions: 5, netSales: 100_000 }),
      ],
      total: salesType({ salesTypeId: null, transactions: 25, netSales: 1_100_000, gratuity: 50_000 }),
    });
    renderReport('/v2/reports/sales/sales_type');
    await screen.findByText('Dine In');
    expect(calls[0]!.query).toContain('salesTypeReport(');
    expect(headers().slice(0, 4)).toEqual(['Sales type', 'Transactions', 'Net sales', 'Gratuity']);
    expect(rowTexts()[2]).toContain('No sales type');
    expect(rowTexts().at(-1)).toMatch(/^Total.*Rp\s1\.100\.000/);
    await clickHeader(/Transactions/);
    await clickHeader(/Transactions/);
    await waitFor(() => expect(rowTexts()[1]).toContain('No sales type'));
  });

  it("Definitions: the shared words and the report's own, loaded on the first opening, in the page language", async () => {
    stubReport({ rows: [person({ name: 'Vina Lim', transactions: 2 })], total: person({ transactions: 2 }) });
    renderReport('/v2/reports/sales/staff');
    await screen.findByText('Vina Lim');
    await userEvent.click(screen.getByRole('button', { name: 'Definitions' }));
    const words = await screen.findByRole('region', { name: 'What the figures include' });
    expect(within(words).getByText('Gross sales − discounts − refunds.')).toBeTruthy();
    expect(within(words).getByText('In this report')).toBeTruthy();
    expect(within(words).getByText('Net sales ÷ transactions.')).toBeTruthy();
    await act(() => i18next.changeLanguage('id'));
    expect(await within(words).findByText('Penjualan kotor − diskon − refund.')).toBeTruthy();
    expect(within(words).getByText('Dalam laporan ini')).toBeTruthy();
    expect(within(words).queryByText('Net sales ÷ transactions.')).toBeNull();
  });
});
