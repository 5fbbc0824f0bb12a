import type { PublicInvoice } from '@backoffice/contracts/invoices';

type Item = PublicInvoice['order_items'][number]['items'][number];

export function makeInvoiceItem(fields: Pick<Item, 'item_name'> & Partial<Item>): Item {
  return {
    uuid: `item-${fields.item_name}`,
    item_variant_name: '',
    quantity: 1,
    refunded_quantity: 0,
    price: 10_000,
    gross_amount: 10_000,
    discount_amount: 0,
    modifiers: [],
    discounts: [],
    note: null,
    is_program_item: false,
    ...fields,
  };
}

/**
 * A printable invoice as the public read answers it: two sales types and a line without one, an item discount,
 * a bill discount, a promo, a redemption, gratuity, tax, rounding, two payments, one refund and loyalty. Amounts add
 * up as the server's do: 93 000 − 16 000 + 3 850 + 8 085 − 35 = 88 900.
 */
export function makePublicInvoice(overrides: Partial<PublicInvoice> = {}): PublicInvoice {
  return {
    id: 1,
    uuid: 'order-1',
    order_token: 'tok_123',
    order_id: 'INV-0042',
    invoice_no: 'INV-0042',
    payment_no: 'INV-0042',
    invoice_status: 'paid',
    status: 'completed',
    created_at: '2024-03-02T06:10:00.000Z',
    bill_created_at: '2024-03-02T05:30:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    cancelled_by: null,
    receipt_count: 1,
    time_zone: 'Asia/Jakarta',
    business_name: 'Kopi Nusantara',
    outlet_id: 3,
    outlet_name: 'Kopi Nusantara Kemang',
    outlet_address: 'Jl. Kemang Raya No. 18',
    outlet_phone: '021-555-0101',
    table_name: 'T5',
    pax: 3,
    server_name: 'Budi Santoso',
    collector_name: 'Reza Suryadi',
    creator_name: 'Budi Santoso',
    customer_name: 'Sari Wulandari',
    customer_email: 'sari@example.com',
    customer_phone: '+628123456789',
    payment_type: 'split',
    payment_type_label: 'Split Payment',
    split_payment_details: [
      {
        payment_id: 1,
        payment_uuid: 'p1',
        payment_type: 'cash',
        payment_type_label: 'Cash',
        amount: 50_000,
        tendered_amount: 50_000,
      },
      {
        payment_id: 2,
        payment_uuid: 'p2',
        payment_type: 'qris',
        payment_type_label: 'QRIS',
        amount: 38_900,
        tendered_amount: null,
      },
    ],
    subtotal: 93_000,
    total_discount: 16_000,
    total_promo: 8_000,
    total_redeem_amount: 2_000,
    total_gratuity: 3_850,
    total_tax: 8_085,
    total_rounding_amount: -35,
    total_collected_amount: 88_900,
    net_sales: 77_000,
    total_refund: -16_170,
    total_amount_due: 0,
    include_gratuity_tax: false,
    invoice_payment_records: [
      { payment_date: '2024-03-02T06:10:00.000Z', amount_received: 50_000 },
      { payment_date: '2024-03-02T06:11:00.000Z', amount_received: 38_900 },
    ],
    order_items: [
      {
        sales_type_name: 'Dine In',
        items: [
          makeInvoiceItem({
            item_name: 'Kopi Susu',
            item_variant_name: 'Large',
            quantity: 2,
            price: 25_000,
            gross_amount: 50_000,
            discount_amount: 3_000,
            modifiers: [{ modifier_name: 'Shot', modifier_option_name: 'Extra', price: 5_000 }],
            discounts: [
              {
                discount_name: 'Happy Hour',
                discount_type: 'percentage',
                discount_percentage: 6,
                discount_amount: 3_000,
              },
            ],
            note: 'less sugar',
          }),
          makeInvoiceItem({
            item_name: 'Roti Bakar',
            price: 15_000,
            gross_amount: 15_000,
            refunded_quantity: 1,
          }),
        ],
      },
      {
        sales_type_name: 'Take Away',
        items: [
          makeInvoiceItem({ item_name: 'Es Teh', price: 8_000, gross_amount: 8_000, is_program_item: true }),
        ],
      },
      {
        sales_type_name: null,
        items: [makeInvoiceItem({ item_name: 'Nasi Goreng', price: 20_000, gross_amount: 20_000 })],
      },
    ],
    void_items: [],
    order_discounts: [
      { discount_name: 'Member', discount_type: 'cash', discount_percentage: null, discount_amount: 3_000 },
    ],
    order_gratuities: [{ name: 'Service', percentage: 5, amount: 3_850 }],
    order_taxes: [{ name: 'PB1', percentage: 10, amount: 8_085 }],
    promos: [
      {
        promo_id: 1,
        promo_name: 'Free Es Teh',
        promo_type_id: 1,
        count: 1,
        reward_amount: 8_000,
        reward_discount_type: 'PERCENTAGE',
        items: [],
      },
    ],
    order_refunds: [
      {
        id: 9,
        uuid: 'refund-9',
        refunded_by: 'Rahmat Hidayat',
        refunded_reason: 'Burnt toast',
        refunded_at: '2024-03-03T02:00:00.000Z',
        is_refund_breakdown: true,
        subtotal: -15_000,
        total_discount: -1_000,
        total_redeem_amount: 0,
        total_gratuity: -700,
        total_tax: -1_470,
        total_rounding_amount: 0,
        refund_amount: -16_170,
        order_items: [
          {
            item_name: 'Roti Bakar',
            item_variant_name: '',
            quantity: 1,
            gross_amount: -15_000,
            discount_amount: -1_000,
            gratuity_amount: -700,
            tax_amount: -1_470,
            net_amount: -14_000,
          },
        ],
        order_taxes: [{ name: 'PB1', amount: -1_470 }],
        order_gratuities: [{ name: 'Service', amount: -700 }],
      },
    ],
    loyalty: {
      type: 'REDEMPTION',
      program_id: 7,
      member_id: 11,
      member_since: '2023-05-01',
      current_balance: 1_200,
      new_earned_points: 9,
      closing_balance: 1_189,
      earning_rule: { type: 'SPENDING', amount: 10_000, point: 1 },
      redemption: {
        reward_id: 3,
        reward: 'Diskon Member',
        redeem_points: 20,
        discount: 2_000,
        discount_type: 'cash',
      },
    },
    business_language: 'id',
    ...overrides,
  };
}
