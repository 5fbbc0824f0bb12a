import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../lib/i18n/i18n';
import { makeCancelledOrder, makeInvoice } from '../../../test/transaction-fixture';
import { callsTo, json, renderDrawer, stubDetailFetch } from './transaction-detail-test-kit';

const INVOICE = '/order-reporting/backoffice/v1/invoices/';
const invoiceRoute =
  (invoice = makeInvoice()) =>
  (url: string) =>
    url.includes(`${INVOICE}${invoice.order_token}`) ? json(200, invoice) : undefined;

afterEach(async () => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  window.localStorage.clear();
  await act(() => i18next.changeLanguage('en'));
});

const section = (name: string) => screen.getByRole('region', { name });

describe('TransactionDetailDrawer: a success order', () => {
  it('shows the order details, items, totals and payments of the invoice', async () => {
    stubDetailFetch(invoiceRoute());
    renderDrawer({ kind: 'success', token: 'tok_101' });

    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('#RCPT-0101')).toBeTruthy();
    expect(within(details).getByText('Completed')).toBeTruthy();
    // 06:10 UTC is 13:10 on the Jakarta outlet's clock.
    expect(within(details).getByText('02 Mar 2024 13:10')).toBeTruthy();
    expect(within(details).getByText('Kopi Senja Menteng')).toBeTruthy();

    const items = section('Ordered Items');
    expect(within(items).getByText('Dine In')).toBeTruthy();
    expect(within(items).getByText('2 × Kopi Susu (Large)')).toBeTruthy();
    expect(within(items).getByText('Shot: Extra')).toBeTruthy();
    expect(within(items).getByText('Discount: Member')).toBeTruthy();
    expect(within(items).getByText('(Rp. 5.000)')).toBeTruthy();
    expect(within(items).getByText('PB1 (10%)')).toBeTruthy();
    expect(within(items).getAllByText('Rp. 49.500')).toHaveLength(2);
    expect(within(items).getByText('Change')).toBeTruthy();

    // Nothing voided, refunded or about a customer: those sections are left out; a first print has no banner.
    expect(screen.queryByRole('region', { name: 'Voided Items' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunded' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Customer Details' })).toBeNull();
    expect(screen.queryByText('This receipt has been reprinted')).toBeNull();
  });

  it('shows voided items, refunds, the customer with loyalty and the reprinted banner when there are some', async () => {
    const invoice = makeInvoice({
      receipt_count: 2,
      customer_name: 'Sari Wulandari',
      customer_email: 'sari@example.com',
      void_items: [
        {
          item_name: 'Es Jeruk',
          item_variant_name: '',
          quantity: 1,
          price: 9_000,
          void_reason: 'Wrong item',
          void_by: 'Ayu',
          voided_at: '2024-03-02T05:45:00.000Z',
        },
      ],
      order_refunds: [
        {
          id: 1,
          uuid: 'refund-1',
          refunded_by: 'Budi',
          refunded_reason: 'Returned Goods',
          refunded_at: '2024-03-03T02:00:00.000Z',
          is_refund_breakdown: true,
          subtotal: -20_000,
          total_discount: 0,
          total_redeem_amount: 0,
          total_gratuity: 0,
          total_tax: -2_000,
          total_rounding_amount: 0,
          refund_amount: -22_000,
          order_items: [],
          order_taxes: [],
          order_gratuities: [],
        },
      ],
      total_refund: -22_000,
      loyalty: {
        type: 'EARNING',
        program_id: 1,
        member_id: 2,
        member_since: '2023-05-01',
        current_balance: 100,
        new_earned_points: 4,
        closing_balance: 104,
        new_member_points: 0,
        earning_rule: { type: 'SPENDING', amount: 10_000, point: 1 },
        redemption: null,
        redemption_options: [],
      },
    });
    stubDetailFetch(invoiceRoute(invoice));
    renderDrawer({ kind: 'success', token: 'tok_101' });

    expect(await screen.findByText('This receipt has been reprinted')).toBeTruthy();
    expect(within(section('Voided Items')).getByText('1 × Es Jeruk')).toBeTruthy();
    expect(within(section('Voided Items')).getByText('Wrong item · Voided by Ayu')).toBeTruthy();
    const refunded = section('Refunded');
    expect(within(refunded).getByText('Refund 03 Mar 2024 09:00')).toBeTruthy();
    expect(within(refunded).getAllByText('(Rp. 22.000)')).toHaveLength(2);
    const customer = section('Customer Details');
    expect(within(customer).getByText('Sari Wulandari')).toBeTruthy();
    expect(within(customer).getByText('Loyalty')).toBeTruthy();
    expect(within(customer).getByText('104')).toBeTruthy();
  });

  it('shows the footer: Close, Resend Receipt, Issue Refund and Show Receipt to the printable invoice', async () => {
    stubDetailFetch(invoiceRoute());
    const { onClose } = renderDrawer({ kind: 'success', token: 'tok_101' });
    await screen.findByRole('region', { name: 'Order Details' });

    expect(screen.getByRole('button', { name: 'Resend Receipt' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Issue Refund' })).toBeTruthy();
    const receipt = screen.getByRole('link', { name: 'Show Receipt' });
    expect(receipt.getAttribute('href')).toBe('/v2/reports/invoices/print/tok_101');
    expect(receipt.getAttribute('target')).toBe('_blank');

    // The refund modal is the next issue: the button says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Issue Refund' }));
    expect(await screen.findByText('Refunds are issued from the next release of this screen.')).toBeTruthy();

    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons.at(-1)!);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows an error with Retry, and the detail once Retry succeeds', async () => {
    let failing = true;
    stubDetailFetch((url) => {
      if (!url.includes(INVOICE)) return undefined;
      return failing
        ? json(503, { code: 'UNAVAILABLE', message: 'down', errors: [] })
        : json(200, makeInvoice());
    });
    renderDrawer({ kind: 'success', token: 'tok_101' });

    const alert = (await screen.findByText('The transaction could not be loaded.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('the error state is not an alert');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Order Details' })).toBeTruthy();
  });

  it('says a transaction is not found (another business, outlet or revoked token) without a Retry', async () => {
    stubDetailFetch((url) =>
      url.includes(INVOICE)
        ? json(404, { code: 'NOT_FOUND', message: 'Invoice not found.', errors: [] })
        : undefined,
    );
    renderDrawer({ kind: 'success', token: 'tok_gone' });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('This transaction does not exist or is not in your outlets.'),
    ).toBeTruthy();
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('skips the load when the same token is opened again, and fetches payment methods once', async () => {
    const other = makeInvoice({ order_token: 'tok_102', order_id: 'RCPT-0102' });
    const fetchMock = stubDetailFetch(invoiceRoute(), invoiceRoute(other));
    const { rerender } = renderDrawer({ kind: 'success', token: 'tok_101' });
    await screen.findByText('#RCPT-0101');
    await waitFor(() => expect(callsTo(fetchMock, 'payment-methods')).toHaveLength(1));

    rerender({ kind: 'success', token: 'tok_101' });
    rerender({ kind: 'success', token: 'tok_102' });
    expect(await screen.findByText('#RCPT-0102')).toBeTruthy();
    expect(callsTo(fetchMock, `${INVOICE}tok_101`)).toHaveLength(1);
    expect(callsTo(fetchMock, `${INVOICE}tok_102`)).toHaveLength(1);
    expect(callsTo(fetchMock, 'payment-methods')).toHaveLength(1);
  });

  it('does not read the same detail again when it is closed and opened again', async () => {
    const fetchMock = stubDetailFetch(invoiceRoute());
    const { rerender } = renderDrawer({ kind: 'success', token: 'tok_101' });
    await screen.findByText('#RCPT-0101');
    rerender(null);
    await waitFor(() => expect(screen.queryByText('#RCPT-0101')).toBeNull());
    rerender({ kind: 'success', token: 'tok_101' });
    expect(await screen.findByText('#RCPT-0101')).toBeTruthy();
    expect(callsTo(fetchMock, `${INVOICE}tok_101`)).toHaveLength(1);
  });

  it('states a tax included in the price after the total, not added to it, in both languages', async () => {
    // Rp49.500 of net sales already hold PB1 10 % (4.500): nothing on top, the total is what was paid.
    const included = makeInvoice({
      order_taxes: [],
      included_taxes: [{ name: 'PB1', percentage: 10, amount: 4_500 }],
      total_tax: 0,
      total_collected_amount: 45_000,
    });
    for (const [language, label] of [
      ['en', 'PB1 10% (included)'],
      ['id', 'PB1 10% (sudah termasuk)'],
    ] as const) {
      await act(() => i18next.changeLanguage(language));
      stubDetailFetch(invoiceRoute(included));
      const { unmount } = renderDrawer({ kind: 'success', token: 'tok_101' });
      const row = (await screen.findByText(label)).parentElement!;
      expect(within(row).getByText('Rp. 4.500')).toBeTruthy();
      const total = screen.getByText('Total').parentElement!;
      expect(within(total).getByText('Rp. 45.000')).toBeTruthy();
      // After the total: a statement of what the prices hold, not a part of the sum.
      expect(total.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByText('PB1 (10%)')).toBeNull();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('reads in Indonesian', async () => {
    await act(() => i18next.changeLanguage('id'));
    stubDetailFetch(invoiceRoute(makeInvoice({ receipt_count: 3 })));
    renderDrawer({ kind: 'success', token: 'tok_101' });
    const details = await screen.findByRole('region', { name: 'Detail Pesanan' });
    expect(within(details).getByText('Selesai')).toBeTruthy();
    expect(within(details).getByText('02 Mar 2024 13:10')).toBeTruthy();
    expect(screen.getByText('Struk ini telah dicetak ulang')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Item yang Dipesan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kirim Ulang Struk' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lihat Struk' })).toBeTruthy();
  });
});

describe('TransactionDetailDrawer: a cancelled order', () => {
  const cancelledRoute =
    (order = makeCancelledOrder()) =>
    (url: string) =>
      url.includes('/outlets/11/cancelled-orders/202') ? json(200, order) : undefined;

  it('shows the order with its Cancelled badge, items and voided items; only Close in the footer', async () => {
    const fetchMock = stubDetailFetch(cancelledRoute());
    renderDrawer({ kind: 'cancelled', outletId: 11, orderId: 202 });

    const details = await screen.findByRole('region', { name: 'Order Details' });
    expect(within(details).getByText('#RCPT-0202')).toBeTruthy();
    expect(within(details).getByText('Cancelled')).toBeTruthy();
    expect(within(details).getByText('Customer left')).toBeTruthy();
    expect(within(details).getByText('02 Mar 2024 12:20')).toBeTruthy();
    expect(within(section('Ordered Items')).getByText('1 × Kopi Susu')).toBeTruthy();
    expect(within(section('Ordered Items')).getByText('Rp. 13.200')).toBeTruthy();
    expect(within(section('Voided Items')).getByText('1 × Es Teh Manis')).toBeTruthy();

    expect(screen.queryByRole('button', { name: 'Resend Receipt' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Issue Refund' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Show Receipt' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunded' })).toBeNull();
    // A cancelled order has no refund: the payment methods are not needed.
    expect(callsTo(fetchMock, 'payment-methods')).toHaveLength(0);
  });

  it('shows Void for a bill whose every line was voided, in both languages', async () => {
    stubDetailFetch(cancelledRoute(makeCancelledOrder({ orderItem: [] })));
    renderDrawer({ kind: 'cancelled', outletId: 11, orderId: 202 });
    expect(
      await within(await screen.findByRole('region', { name: 'Order Details' })).findByText('Void'),
    ).toBeTruthy();
    expect(within(section('Ordered Items')).getByText('No items')).toBeTruthy();

    await act(() => i18next.changeLanguage('id'));
    expect(within(section('Item yang Dipesan')).getByText('Tidak ada item')).toBeTruthy();
    expect(screen.getByText('Dibatalkan Oleh')).toBeTruthy();
  });
});
