import type { CancelledOrderRow, OrderRow, VoidItemRow } from '@backoffice/contracts/transactions';

/** Rows of the three transaction lists as the server sends them; only what a test is about needs saying. */
export function makeOrderRow(fields: Partial<OrderRow> = {}): OrderRow {
  const id = fields.id ?? 1;
  return {
    id,
    order_token: `token-${id}`,
    receipt_number: `KMG-261125-${String(id).padStart(4, '0')}`,
    outlet_id: 11,
    outlet_name: 'Kopi Senja Menteng',
    time_zone: 'Asia/Jakarta',
    created_by: 'Hani Maulana',
    created_at: '2026-11-25T06:07:00.000Z',
    business_date: '2026-11-25',
    item_name: 'Kopi Susu, Roti Bakar',
    total_collected: 45_000,
    ...fields,
  };
}

export function makeCancelledRow(fields: Partial<CancelledOrderRow> = {}): CancelledOrderRow {
  const id = fields.id ?? 1;
  return {
    id,
    receiptNumber: `KMG-261125-${String(id).padStart(4, '0')}`,
    outletId: 11,
    outletName: 'Kopi Senja Menteng',
    timeZone: 'Asia/Jakarta',
    cancelledAt: '2026-11-25T02:38:00.000Z',
    cancelledByName: 'Rahmat Hidayat',
    cancelledReason: 'Stok bahan habis',
    totalPrice: 73_150,
    ...fields,
  };
}

export function makeVoidRow(fields: Partial<VoidItemRow> = {}): VoidItemRow {
  const id = fields.id ?? 1;
  return {
    id,
    orderId: `TJG-261125-${String(id).padStart(4, '0')}`,
    outletId: 11,
    timeZone: 'Asia/Jakarta',
    cancelledTime: '2026-11-25T01:40:00.000Z',
    cancelledByName: 'Anisa Simanjuntak',
    itemName: 'Cappuccino',
    variantName: 'Iced',
    itemCount: 1,
    cancelledReason: 'Item tumpah',
    itemTotalPrice: 30_000,
    ...fields,
  };
}
