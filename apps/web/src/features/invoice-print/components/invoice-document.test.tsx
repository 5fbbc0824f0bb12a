import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeInvoiceItem, makePublicInvoice } from '../../../test/public-invoice-fixture';
import { renderWithProviders } from '../../../test/render';
import { InvoiceDocument } from './invoice-document';

afterEach(async () => {
  await act(() => i18next.changeLanguage('en'));
});

const section = (name: string) => screen.getByRole('region', { name });
const rowOf = (container: HTMLElement, label: string) =>
  within(container).getByRole('rowheader', { name: label }).closest('tr')!;

describe('the printable invoice document', () => {
  it('shows every section of the print page, in order, with the amounts as the server summed them', () => {
    renderWithProviders(
      <InvoiceDocument invoice={makePublicInvoice()} title="Payment Invoice #INV-0042 is Paid" />,
    );

    // Header: business, outlet, address, phone, title, badge.
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Invoice #INV-0042 is Paid' })).toBeTruthy();
    for (const text of [
      'Kopi Nusantara',
      'Kopi Nusantara Kemang',
      'Jl. Kemang Raya No. 18',
      'Phone: 021-555-0101',
    ])
      expect(screen.getByText(text)).toBeTruthy();

    // One info block for the invoice, then one per refund.
    const info = section('Invoice');
    for (const text of [
      'INV-0042',
      '02 Mar 2024, 13:10',
      'Budi Santoso',
      'Reza Suryadi',
      'T5 (3 pax)',
      'Sari Wulandari',
    ])
      expect(within(info).getByText(text)).toBeTruthy();
    const refund = section('Refund 1');
    expect(within(refund).getByText('Rahmat Hidayat')).toBeTruthy();
    expect(within(refund).getByText('Burnt toast')).toBeTruthy();
    expect(within(refund).getByText('03 Mar 2024, 09:00')).toBeTruthy();
    expect(within(rowOf(refund, 'Refund Amount')).getByText('(Rp 16.170)')).toBeTruthy();

    // Items grouped by sales type, the fallback label last.
    const items = section('Items');
    expect(
      within(items)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dine In', 'Take Away', 'No Sales Type']);
    expect(within(items).getByText('Kopi Susu – Large')).toBeTruthy();
    expect(within(items).getByText('Shot: Extra (Rp 5.000)')).toBeTruthy();
    expect(within(items).getByText('Happy Hour (6%) (Rp 3.000)')).toBeTruthy();
    expect(within(items).getByText('Note: less sugar')).toBeTruthy();
    expect(within(items).getByText('1 refunded')).toBeTruthy();
    expect(within(items).getByText('Reward')).toBeTruthy();

    // Discounts and the redeemed reward add up to the total discount.
    const discounts = section('Discounts and Reward');
    expect(within(rowOf(discounts, 'Item discounts')).getByText('(Rp 3.000)')).toBeTruthy();
    expect(within(rowOf(discounts, 'Member')).getByText('(Rp 3.000)')).toBeTruthy();
    expect(within(rowOf(discounts, 'Free Es Teh')).getByText('(Rp 8.000)')).toBeTruthy();
    expect(within(rowOf(discounts, 'Redeemed reward: Diskon Member')).getByText('(Rp 2.000)')).toBeTruthy();

    const totals = section('Total');
    expect(within(rowOf(totals, 'Subtotal')).getByText('Rp 93.000')).toBeTruthy();
    expect(within(rowOf(totals, 'Discount')).getByText('(Rp 16.000)')).toBeTruthy();
    expect(within(rowOf(totals, 'Service (5%)')).getByText('Rp 3.850')).toBeTruthy();
    expect(within(rowOf(totals, 'PB1 (10%)')).getByText('Rp 8.085')).toBeTruthy();
    expect(within(rowOf(totals, 'Rounding')).getByText('(Rp 35)')).toBeTruthy();
    expect(within(rowOf(totals, 'Total')).getByText('Rp 88.900')).toBeTruthy();

    const payments = section('Payment Records');
    expect(within(payments).getByText('Cash')).toBeTruthy();
    expect(within(payments).getByText('QRIS')).toBeTruthy();
    expect(within(payments).getByText('Rp 38.900')).toBeTruthy();
    expect(within(rowOf(payments, 'Total Refund')).getByText('(Rp 16.170)')).toBeTruthy();
    expect(within(rowOf(payments, 'Amount Due')).getByText('Rp 0')).toBeTruthy();

    const loyalty = section('Loyalty · Points redeemed');
    // Points are counts, grouped the English way on an English page; Rupiah keep the spec's dots (decision 0125).
    expect(within(loyalty).getByText('1,200 pts')).toBeTruthy();
    expect(within(loyalty).getByText('1,189 pts')).toBeTruthy();
    expect(within(loyalty).getByText('01 May 2023')).toBeTruthy();

    // Reading order: header, invoice, refund, items, discounts, sums, payments, loyalty.
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual([
      'Payment Invoice #INV-0042 is Paid',
      'Invoice',
      'Refund 1',
      'Items',
      'Discounts and Reward',
      'Payment Records',
      'Loyalty · Points redeemed',
    ]);
  });

  it('labels a whole bill without sales types "No Sales Type" and leaves out what it does not have', () => {
    renderWithProviders(
      <InvoiceDocument
        invoice={makePublicInvoice({
          order_items: [{ sales_type_name: null, items: [makeInvoiceItem({ item_name: 'Air Mineral' })] }],
          order_refunds: [],
          order_discounts: [],
          promos: [],
          total_discount: 0,
          total_redeem_amount: 0,
          total_refund: 0,
          loyalty: null,
        })}
        title="t"
      />,
    );
    expect(within(section('Items')).getByRole('rowheader', { name: 'No Sales Type' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Refund 1' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Discounts and Reward' })).toBeNull();
    expect(screen.queryByText(/Loyalty/)).toBeNull();
    expect(screen.queryByText('Total Refund')).toBeNull();
  });

  it.each([
    ['paid', 'green', 'Paid'],
    ['cancelled', 'red', 'Cancelled'],
    ['partially_paid', 'yellow', 'Partially Paid'],
    ['unpaid', 'gray', 'Unpaid'],
  ] as const)('colours the %s badge %s', (status, colour, label) => {
    renderWithProviders(
      <InvoiceDocument invoice={makePublicInvoice({ invoice_status: status })} title="t" />,
    );
    const badge = screen.getByText(label).closest('.invoice-badge') as HTMLElement;
    expect(badge.getAttribute('data-status')).toBe(status);
    expect(badge.getAttribute('style')).toContain(`--mantine-color-${colour}-filled`);
  });

  it("colours an overdue invoice's badge red and says Overdue, with the due date in the banner", () => {
    renderWithProviders(
      <InvoiceDocument
        invoice={makePublicInvoice({
          invoice_status: 'unpaid',
          status: 'open',
          status_description: 'Overdue',
          invoice_due_date: '2024-03-02',
          total_amount_due: 88_900,
        })}
        title="t"
      />,
    );
    const badge = screen.getByText('Overdue').closest('.invoice-badge') as HTMLElement;
    expect(badge.getAttribute('data-status')).toBe('overdue');
    expect(badge.getAttribute('style')).toContain('--mantine-color-red-filled');
    expect(screen.getByTestId('invoice-due-banner').textContent?.replace(/\s/g, ' ')).toContain(
      'Payment was due on 02 Mar 2024: Rp 88.900 has not been paid yet.',
    );
  });

  it("opens each refund block with the invoice's own entries", () => {
    renderWithProviders(<InvoiceDocument invoice={makePublicInvoice()} title="t" />);
    const refund = section('Refund 1');
    const labels = within(refund)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(0, 6)).toEqual([
      'Invoice No.',
      'Invoice Date',
      'Served By',
      'Collected By',
      'Table',
      'Customer',
    ]);
    for (const text of [
      'INV-0042',
      '02 Mar 2024, 13:10',
      'Budi Santoso',
      'Reza Suryadi',
      'T5 (3 pax)',
      'Sari Wulandari',
    ])
      expect(within(refund).getByText(text)).toBeTruthy();
  });

  it('shows the red due-date banner only while the invoice is not paid', () => {
    const { unmount } = renderWithProviders(<InvoiceDocument invoice={makePublicInvoice()} title="t" />);
    expect(screen.queryByTestId('invoice-due-banner')).toBeNull();
    unmount();

    renderWithProviders(
      <InvoiceDocument
        invoice={makePublicInvoice({ invoice_status: 'unpaid', status: 'open', total_amount_due: 88_900 })}
        title="t"
      />,
    );
    const banner = screen.getByTestId('invoice-due-banner');
    expect(banner.textContent?.replace(/\s/g, ' ')).toContain(
      'Payment due: Rp 88.900 has not been paid yet.',
    );
    expect(banner.getAttribute('style')).toContain('--mantine-color-red-filled');
  });

  it('names who cancelled and why on a cancelled invoice, with the cancellation in the banner', () => {
    renderWithProviders(
      <InvoiceDocument
        invoice={makePublicInvoice({
          invoice_status: 'cancelled',
          status: 'cancelled',
          cancelled_at: '2024-03-02T07:00:00.000Z',
          cancelled_by: 'Dimas Nugroho',
          cancel_reason: 'Customer left',
        })}
        title="t"
      />,
    );
    const info = section('Invoice');
    expect(within(info).getByText('Dimas Nugroho')).toBeTruthy();
    expect(within(info).getByText('Customer left')).toBeTruthy();
    expect(screen.getByTestId('invoice-due-banner').textContent).toContain(
      'This invoice was cancelled on 02 Mar 2024, 14:00.',
    );
  });

  it('states a tax included in the price after the total, outside the sum, in both languages', async () => {
    // Rp77.000 of net sales hold PB1 10 % (7.000); only the service charge is added on top.
    const invoice = makePublicInvoice({
      order_taxes: [],
      included_taxes: [{ name: 'PB1', percentage: 10, amount: 7_000 }],
      total_tax: 0,
      total_rounding_amount: 50,
      total_collected_amount: 80_900,
    });
    for (const [language, label] of [
      ['en', 'PB1 10% (included)'],
      ['id', 'PB1 10% (sudah termasuk)'],
    ] as const) {
      await act(() => i18next.changeLanguage(language));
      const { unmount } = renderWithProviders(<InvoiceDocument invoice={invoice} title="Invoice" />);
      const totals = section('Total');
      const labels = within(totals)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      // Subtotal, discount, service charge, rounding, the total — then PB1, stated, not summed.
      expect(labels.slice(-2)).toEqual(['Total', label]);
      expect(labels.some((text) => text?.startsWith('PB1 ('))).toBe(false);
      expect(within(rowOf(totals, 'Total')).getByText('Rp 80.900')).toBeTruthy();
      expect(within(rowOf(totals, label)).getByText('Rp 7.000')).toBeTruthy();
      unmount();
    }
  });

  it('reads in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    renderWithProviders(
      <InvoiceDocument
        invoice={makePublicInvoice({
          order_items: [{ sales_type_name: null, items: [makeInvoiceItem({ item_name: 'Air Mineral' })] }],
        })}
        title="Invoice Pembayaran #INV-0042 Lunas"
      />,
    );
    expect(screen.getByText('Lunas')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Tanpa Tipe Penjualan' })).toBeTruthy();
    for (const name of [
      'Refund 1',
      'Item',
      'Diskon dan Hadiah',
      'Catatan Pembayaran',
      'Loyalitas · Poin ditukar',
    ])
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    expect(within(section('Invoice')).getByText('02 Mar 2024, 13:10')).toBeTruthy();
    expect(screen.getByText('Sisa Tagihan')).toBeTruthy();
    expect(within(section('Invoice')).getByText('T5 (3 orang)')).toBeTruthy();
    expect(within(section('Refund 1')).getByText('T5 (3 orang)')).toBeTruthy();
  });
});
