import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { RefundPreview, RefundPreviewRequest } from '@backoffice/contracts/refunds';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '../../../components/ui/toast-host';
import { renderWithProviders } from '../../../test/render';
import { makeInvoice } from '../../../test/transaction-fixture';
import { RefundModal } from './refund-modal';
import { callsTo, json, stubDetailFetch, type FetchMock } from './transaction-detail-test-kit';

type Line = InvoiceDetail['refund_availability'][number];
const line = (uuid: string, fields: Partial<Line>): Line => ({
  order_item_uuid: uuid,
  position: 0,
  category: null,
  item: uuid,
  variant: '',
  sales_type: 'Dine In',
  price: 10_000,
  discount: 0,
  redemption: 0,
  gratuity: 0,
  tax: 0,
  net: 10_000,
  quantity: 1,
  parent_order_item_uuid: null,
  tracks_stock: false,
  item_type: 'ITEM',
  bundle_id: null,
  ...fields,
});

/** Kopi Susu ×3, a promo pairing Roti (requirement) with a free Air Mineral (reward), and a line refunded before. */
const invoice = makeInvoice({
  refund_availability: [
    line('kopi', { item: 'Kopi Susu', price: 20_000, quantity: 3 }),
    line('roti', { item: 'Roti Bakar', price: 15_000, sales_type: 'Take Away' }),
    line('air', { item: 'Air Mineral', price: 0, sales_type: 'Take Away' }),
    line('teh', { item: 'Es Teh', price: 8_000, quantity: 0 }),
  ],
  promos: [
    {
      promo_id: 9,
      promo_name: 'Roti + Air',
      promo_type_id: 1,
      count: 1,
      reward_amount: 5_000,
      reward_discount_type: 'CASH',
      items: [
        { order_item_uuid: 'roti', promo_item_status: 'REQUIREMENT' },
        { order_item_uuid: 'air', promo_item_status: 'REWARD' },
      ],
    } as InvoiceDetail['promos'][number],
  ],
});
const prices: Record<string, number> = { kopi: 20_000, roti: 15_000, air: 0, teh: 8_000 };

/** The server's preview, computed here as plainly as the test needs: every unit at its price, negative. */
function previewOf(request: RefundPreviewRequest): RefundPreview {
  const total = request.items.reduce((sum, item) => sum + prices[item.order_item_uuid]! * item.quantity, 0);
  return {
    items: request.items.map((item) => ({
      order_item_uuid: item.order_item_uuid,
      quantity: item.quantity,
      gross_amount: -prices[item.order_item_uuid]! * item.quantity,
      discount_amount: 0,
      net_amount: -prices[item.order_item_uuid]! * item.quantity,
      auto_added: false,
    })),
    subtotal: -total,
    total_discount: 0,
    total_redeem_amount: 0,
    total_gratuity: 0,
    total_tax: 0,
    total_rounding_amount: 0,
    total_net_sales: -total,
    refund_amount: -total,
    order_taxes: [],
    order_gratuities: [],
    unselectable_uuids: [],
  };
}

const previewRoute = (url: string, init?: RequestInit) =>
  url.includes('/refund-orders/preview')
    ? json(200, previewOf(JSON.parse(String(init?.body)) as RefundPreviewRequest))
    : undefined;

function renderModal(fetchMock: FetchMock) {
  const onClose = vi.fn();
  const onRefunded = vi.fn();
  renderWithProviders(
    <>
      <ToastHost />
      <RefundModal invoice={invoice} onClose={onClose} onRefunded={onRefunded} />
    </>,
  );
  return { onClose, onRefunded, fetchMock };
}

const refundButton = () => screen.getByRole('button', { name: 'Refund' });
const amount = () => screen.getByTestId('refund-amount').textContent?.replace(/\s/g, ' ');
async function chooseReason(name: string) {
  fireEvent.click(screen.getByRole('combobox', { name: /Reason/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

afterEach(() => vi.unstubAllGlobals());

describe('Issue Refund modal', () => {
  it('groups items by sales type; an item with nothing left cannot be chosen', async () => {
    renderModal(stubDetailFetch(previewRoute));
    expect(await screen.findByText('DINE IN', { exact: false })).toBeTruthy();
    expect(screen.getByText('Take Away', { exact: false })).toBeTruthy();
    const teh = screen.getByRole('checkbox', { name: 'Refund Es Teh' });
    expect((teh as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/Already refunded/)).toBeTruthy();
  });

  it('keeps the quantity between 1 and what is left, by buttons and by typing', async () => {
    renderModal(stubDetailFetch(previewRoute));
    const quantity = (await screen.findByRole('textbox', {
      name: 'Quantity of Kopi Susu',
    })) as HTMLInputElement;
    const plus = screen.getByRole('button', { name: 'Increase quantity of Kopi Susu' });
    const minus = screen.getByRole('button', { name: 'Decrease quantity of Kopi Susu' });
    expect(quantity.value).toBe('3');
    expect((plus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(minus);
    fireEvent.click(minus);
    expect(quantity.value).toBe('1');
    expect((minus as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '12' } });
    expect(quantity.value).toBe('3');
    fireEvent.change(quantity, { target: { value: '0' } });
    expect(quantity.value).toBe('3');
    fireEvent.change(quantity, { target: { value: '2,5' } });
    expect(quantity.value).toBe('3');
    fireEvent.change(quantity, { target: { value: '' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('3');
  });

  it('checks a promo’s requirement and reward together, and Select All skips what cannot be refunded', async () => {
    renderModal(stubDetailFetch(previewRoute));
    const roti = await screen.findByRole('checkbox', { name: 'Refund Roti Bakar' });
    const air = screen.getByRole('checkbox', { name: 'Refund Air Mineral' });
    fireEvent.click(roti);
    expect((air as HTMLInputElement).checked).toBe(true);
    fireEvent.click(air);
    expect((roti as HTMLInputElement).checked).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Select All' }));
    for (const name of ['Kopi Susu', 'Roti Bakar', 'Air Mineral'])
      expect((screen.getByRole('checkbox', { name: `Refund ${name}` }) as HTMLInputElement).checked).toBe(
        true,
      );
    expect((screen.getByRole('checkbox', { name: 'Refund Es Teh' }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect((roti as HTMLInputElement).checked).toBe(false);
  });

  it('enables Refund only with a priced item, a reason (with text for Other) and the preview of this selection', async () => {
    renderModal(stubDetailFetch(previewRoute));
    await screen.findByTestId('refund-amount');
    expect((refundButton() as HTMLButtonElement).disabled).toBe(true);
    // A free reward alone refunds nothing.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refund Roti Bakar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refund Roti Bakar' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Refund Kopi Susu' }));
    await waitFor(() => expect(amount()).toMatch(/60\.000/));
    expect((refundButton() as HTMLButtonElement).disabled).toBe(true);
    await chooseReason('Other');
    expect((refundButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Other reason/ }), { target: { value: '   ' } });
    expect((refundButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Other reason/ }), {
      target: { value: 'Spilled' },
    });
    await waitFor(() => expect((refundButton() as HTMLButtonElement).disabled).toBe(false));
    // A changed quantity waits for its own preview before Refund is allowed again.
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kopi Susu' }));
    expect((refundButton() as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(amount()).toMatch(/40\.000/));
    await waitFor(() => expect((refundButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('sends the selection once with an idempotency key, then closes 2 s after the success toast', async () => {
    const refunds: RequestInit[] = [];
    const fetchMock = stubDetailFetch(previewRoute, (url, init) => {
      if (!url.endsWith('/order/v4/refund-orders')) return undefined;
      refunds.push(init!);
      return json(201, {
        refund: {
          id: 1,
          uuid: 'refund-1',
          refunded_by: 'Ayu',
          refunded_reason: 'Returned Goods',
          refunded_at: '2024-05-02T03:00:00.000Z',
          is_refund_breakdown: true,
          subtotal: -20_000,
          total_discount: 0,
          total_redeem_amount: 0,
          total_gratuity: 0,
          total_tax: 0,
          total_rounding_amount: 0,
          refund_amount: -20_000,
          order_items: [],
          order_taxes: [],
          order_gratuities: [],
        },
        total_refund: -20_000,
      });
    });
    const { onRefunded } = renderModal(fetchMock);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Refund Kopi Susu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kopi Susu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Kopi Susu' }));
    await chooseReason('Returned Goods');
    await waitFor(() => expect((refundButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(refundButton());
    fireEvent.click(refundButton());
    expect(await screen.findByText('The refund has been issued.')).toBeTruthy();
    expect(refunds).toHaveLength(1);
    const headers = new Headers(refunds[0]!.headers);
    expect(headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('outlet_id')).toBe(String(invoice.outlet_id));
    expect(JSON.parse(String(refunds[0]!.body))).toMatchObject({
      items: [{ order_item_uuid: 'kopi', quantity: 1 }],
      reason: 'Returned Goods',
      custom_reason: null,
    });
    expect(onRefunded).not.toHaveBeenCalled();
    await waitFor(() => expect(onRefunded).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('shows the server’s message when the refund fails and stays open', async () => {
    const fetchMock = stubDetailFetch(previewRoute, (url) =>
      url.endsWith('/order/v4/refund-orders')
        ? json(422, { code: '422', message: 'Card transaction can not be refunded', errors: [] })
        : undefined,
    );
    const { onRefunded } = renderModal(fetchMock);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Refund Kopi Susu' }));
    await chooseReason('Accidental Charge');
    await waitFor(() => expect((refundButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(refundButton());
    // In the modal under its heading, and in a toast.
    expect(await screen.findByText('The refund could not be issued.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Card transaction can not be refunded')).toHaveLength(2));
    expect(onRefunded).not.toHaveBeenCalled();
    const refunds = callsTo(fetchMock, '/order/v4/refund-orders').filter(([url]) => !url.includes('preview'));
    expect(refunds).toHaveLength(1);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers Retry when the amounts cannot be loaded', async () => {
    let fail = true;
    renderModal(
      stubDetailFetch((url, init) => {
        if (!url.includes('/refund-orders/preview')) return undefined;
        if (fail) return json(500, { code: 'INTERNAL', message: 'Something went wrong', errors: [] });
        return previewRoute(url, init);
      }),
    );
    expect(await screen.findByText('The refund amounts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByTestId('refund-amount')).toBeTruthy();
  });
});
