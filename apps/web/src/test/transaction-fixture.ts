import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { CancelledOrderDetail, PaymentMethodsResponse } from '@backoffice/contracts/transactions';

/**
 * A success order's invoice as the detail call returns it: by default a paid cash bill at a Jakarta outlet, two
 * lines under Dine In, a bill discount, 10% tax, collected Rp 49.500 from Rp 50.000 handed over, refundable.
 */
export function makeInvoice(fields: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 101,
    uuid: 'order-101',
    guid: 'order-101',
    order_token: 'tok_101',
    order_id: 'RCPT-0101',
    invoice_no: 'RCPT-0101',
    payment_no: 'RCPT-0101',
    invoice_status: 'paid',
    status_description: 'Paid',
    invoice_due_date: '2024-03-02',
    status: 'completed',
    created_at: '2024-03-02T06:10:00.000Z',
    bill_created_at: '2024-03-02T05:30:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    cancelled_by: null,
    receipt_count: 1,
    time_zone: 'Asia/Jakarta',
    business_name: 'Kopi Senja',
    outlet_id: 11,
    outlet_name: 'Kopi Senja Menteng',
    outlet_address: 'Jl. Menteng Raya 1',
    outlet_phone: null,
    name: 'RCPT-0101',
    table_name: 'T5',
    pax: 2,
    server_name: 'Ayu',
    collector_name: 'Budi',
    creator_name: 'Ayu',
    customer_name: null,
    customer_email: null,
    customer_phone: null,
    payment_type: 'cash',
    payment_type_label: 'Cash',
    split_payment_details: [
      {
        payment_id: 501,
        payment_uuid: 'pay-501',
        payment_type: 'cash',
        payment_type_label: 'Cash',
        amount: 49_500,
        tendered_amount: 50_000,
      },
    ],
    refundable: true,
    subtotal: 50_000,
    total_discount: 5_000,
    total_promo: 0,
    total_redeem_amount: 0,
    total_gratuity: 0,
    total_tax: 4_500,
    total_rounding_amount: 0,
    total_collected_amount: 49_500,
    net_sales: 45_000,
    total_refund: 0,
    total_amount_due: 0,
    include_gratuity_tax: false,
    invoice_payment_records: [{ payment_date: '2024-03-02T06:10:00.000Z', amount_received: 49_500 }],
    order_items: [
      {
        sales_type_name: 'Dine In',
        items: [
          {
            uuid: 'item-1',
            item_name: 'Kopi Susu',
            item_variant_name: 'Large',
            quantity: 2,
            refunded_quantity: 0,
            price: 15_000,
            gross_amount: 30_000,
            discount_amount: 0,
            modifiers: [{ modifier_name: 'Shot', modifier_option_name: 'Extra', price: 5_000 }],
            discounts: [],
            note: null,
            is_program_item: false,
            bundle_components: [],
          },
          {
            uuid: 'item-2',
            item_name: 'Roti Bakar',
            item_variant_name: '',
            quantity: 1,
            refunded_quantity: 0,
            price: 20_000,
            gross_amount: 20_000,
            discount_amount: 0,
            modifiers: [],
            discounts: [],
            note: null,
            is_program_item: false,
            bundle_components: [],
          },
        ],
      },
    ],
    void_items: [],
    order_discounts: [
      { discount_name: 'Member', discount_type: 'cash', discount_percentage: null, discount_amount: 5_000 },
    ],
    order_gratuities: [],
    order_taxes: [{ name: 'PB1', percentage: 10, amount: 4_500 }],
    included_taxes: [],
    promos: [],
    order_refunds: [],
    refund_availability: [],
    loyalty: null,
    ...fields,
  };
}

/** A cancelled order's detail: one line it held and one line voided from it, at a Jakarta outlet. */
export function makeCancelledOrder(fields: Partial<CancelledOrderDetail> = {}): CancelledOrderDetail {
  return {
    name: 'RCPT-0202',
    tableName: 'T2',
    createdAt: '2024-03-02T05:00:00.000Z',
    cancelledAt: '2024-03-02T05:20:00.000Z',
    serveByName: 'Ayu',
    cancelledByName: 'Budi',
    cancelledReason: 'Customer left',
    orderId: 202,
    outletName: 'Kopi Senja Menteng',
    timeZone: 'Asia/Jakarta',
    totalPrice: 13_200,
    orderItem: [{ itemName: 'Kopi Susu', variantName: '', itemCount: 1, price: 12_000 }],
    cancelledItem: [
      {
        itemName: 'Es Teh Manis',
        variantName: '',
        itemCount: 1,
        cancelledReason: 'Wrong item',
        cancelledByName: 'Ayu',
      },
    ],
    ...fields,
  };
}

/** The business's payment methods as the payment-config call returns them: cash, QRIS, a card. */
export function makePaymentMethods(): PaymentMethodsResponse {
  return {
    payment_methods: [
      { id: 1, code: 'cash', name: 'Cash', kind: 'cash', refundable: true },
      { id: 2, code: 'qris', name: 'QRIS', kind: 'qris', refundable: true },
      { id: 3, code: 'card', name: 'Debit/Credit Card', kind: 'card', refundable: false },
    ],
  };
}
