import type { InvoiceDetail } from '@backoffice/contracts/invoices';
import type { MailLanguage } from '../../platform/mail/mail-language.js';

/**
 * The receipt mail of a completed order, rendered from its invoice detail (the same figures the detail panel and
 * the printable invoice show, so the three never disagree). HTML with inline styles only, as mail clients strip
 * style sheets, and a plain-text part with the same content.
 */

const words = {
  en: {
    subject: (business: string, receipt: string) => `Your receipt from ${business} (#${receipt})`,
    receipt: 'Receipt',
    date: 'Date',
    table: 'Table',
    servedBy: 'Served by',
    noSalesType: 'No Sales Type',
    subtotal: 'Subtotal',
    discount: 'Discount',
    promo: 'Promo',
    redeemed: 'Redeemed reward',
    rounding: 'Rounding',
    total: 'Total',
    included: 'included',
    payments: 'Payments',
    change: 'Change',
    refunds: 'Refunds',
    refundOf: (when: string, reason: string) => `Refund ${when} (${reason})`,
    afterRefunds: 'Total after refunds',
    thanks: 'Thank you for your visit.',
  },
  id: {
    subject: (business: string, receipt: string) => `Struk Anda dari ${business} (#${receipt})`,
    receipt: 'Struk',
    date: 'Tanggal',
    table: 'Meja',
    servedBy: 'Dilayani oleh',
    noSalesType: 'Tanpa Tipe Penjualan',
    subtotal: 'Subtotal',
    discount: 'Diskon',
    promo: 'Promo',
    redeemed: 'Hadiah ditukar',
    rounding: 'Pembulatan',
    total: 'Total',
    included: 'sudah termasuk',
    payments: 'Pembayaran',
    change: 'Kembalian',
    refunds: 'Pengembalian Dana',
    refundOf: (when: string, reason: string) => `Pengembalian ${when} (${reason})`,
    afterRefunds: 'Total setelah pengembalian',
    thanks: 'Terima kasih atas kunjungan Anda.',
  },
} satisfies Record<MailLanguage, unknown>;

const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** "Rp 12.500", negatives with a minus: the Indonesian grouping in both languages, as the screens show money. */
export function receiptMoney(value: number): string {
  const body = `Rp ${grouping.format(Math.abs(value))}`;
  return value < 0 ? `-${body}` : body;
}

/** `dd MMM yyyy HH:mm` on the outlet's wall clock. */
function receiptTime(iso: string, zone: string, language: MailLanguage): string {
  const parts = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: zone,
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month').replace('.', '')} ${part('year')} ${part('hour')}:${part('minute')}`;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** One line of the bill: a label and an amount, optionally bold or indented. */
interface Line {
  label: string;
  amount?: number;
  strong?: boolean;
  indent?: boolean;
  heading?: boolean;
}

function billLines(invoice: InvoiceDetail, language: MailLanguage): Line[] {
  const w = words[language];
  const lines: Line[] = [];
  for (const group of invoice.order_items) {
    lines.push({ label: group.sales_type_name ?? w.noSalesType, heading: true });
    for (const item of group.items) {
      const name = item.item_variant_name ? `${item.item_name} (${item.item_variant_name})` : item.item_name;
      lines.push({
        label: `${item.quantity} × ${name} @ ${receiptMoney(item.price)}`,
        amount: item.gross_amount,
      });
      for (const modifier of item.modifiers) {
        lines.push({ label: `+ ${modifier.modifier_name}: ${modifier.modifier_option_name}`, indent: true });
      }
      for (const discount of item.discounts) {
        lines.push({ label: discount.discount_name, amount: -discount.discount_amount, indent: true });
      }
    }
  }
  lines.push({ label: w.subtotal, amount: invoice.subtotal, strong: true });
  for (const discount of invoice.order_discounts) {
    lines.push({ label: `${w.discount}: ${discount.discount_name}`, amount: -discount.discount_amount });
  }
  for (const promo of invoice.promos) {
    lines.push({ label: `${w.promo}: ${promo.promo_name}`, amount: -promo.reward_amount });
  }
  if (invoice.total_redeem_amount > 0) {
    lines.push({ label: w.redeemed, amount: -invoice.total_redeem_amount });
  }
  for (const gratuity of invoice.order_gratuities) {
    lines.push({ label: `${gratuity.name} (${gratuity.percentage}%)`, amount: gratuity.amount });
  }
  for (const tax of invoice.order_taxes) {
    lines.push({ label: `${tax.name} (${tax.percentage}%)`, amount: tax.amount });
  }
  if (invoice.total_rounding_amount !== 0) {
    lines.push({ label: w.rounding, amount: invoice.total_rounding_amount });
  }
  lines.push({ label: w.total, amount: invoice.total_collected_amount, strong: true });
  // A tax included in the price is already inside the subtotal: stated after the total, never summed (decision 0221).
  for (const tax of invoice.included_taxes) {
    lines.push({ label: `${tax.name} ${tax.percentage}% (${w.included})`, amount: tax.amount, indent: true });
  }
  lines.push({ label: w.payments, heading: true });
  for (const payment of invoice.split_payment_details) {
    lines.push({ label: payment.payment_type_label, amount: payment.amount });
    if (payment.tendered_amount !== null && payment.tendered_amount > payment.amount) {
      lines.push({ label: w.change, amount: payment.tendered_amount - payment.amount, indent: true });
    }
  }
  if (invoice.order_refunds.length > 0) {
    lines.push({ label: w.refunds, heading: true });
    for (const refund of invoice.order_refunds) {
      const when = receiptTime(refund.refunded_at, invoice.time_zone, language);
      lines.push({ label: w.refundOf(when, refund.refunded_reason), amount: refund.refund_amount });
    }
    lines.push({
      label: w.afterRefunds,
      amount: invoice.total_collected_amount + invoice.total_refund,
      strong: true,
    });
  }
  return lines;
}

function headerFacts(invoice: InvoiceDetail, language: MailLanguage): [string, string][] {
  const w = words[language];
  const facts: [string, string][] = [
    [w.receipt, `#${invoice.order_id}`],
    [w.date, receiptTime(invoice.created_at, invoice.time_zone, language)],
  ];
  if (invoice.table_name) facts.push([w.table, invoice.table_name]);
  const server = invoice.collector_name ?? invoice.server_name;
  if (server) facts.push([w.servedBy, server]);
  return facts;
}

export function receiptMail(
  invoice: InvoiceDetail,
  language: MailLanguage,
): { subject: string; text: string; html: string } {
  const w = words[language];
  const subject = w.subject(invoice.business_name, invoice.order_id);
  const outletLines = [invoice.outlet_name, invoice.outlet_address, invoice.outlet_phone].filter(
    (value): value is string => Boolean(value),
  );
  const facts = headerFacts(invoice, language);
  const lines = billLines(invoice, language);

  const text = [
    invoice.business_name,
    ...outletLines,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    ...lines.map((line) => {
      if (line.heading) return `\n${line.label.toUpperCase()}`;
      const label = line.indent ? `   ${line.label}` : line.label;
      return line.amount === undefined ? label : `${label}  ${receiptMoney(line.amount)}`;
    }),
    '',
    w.thanks,
  ].join('\n');

  const cell = 'padding:4px 0;vertical-align:top';
  const rows = lines
    .map((line) => {
      if (line.heading) {
        return `<tr><td colspan="2" style="${cell};padding-top:12px;font-weight:bold;color:#555">${escapeHtml(line.label)}</td></tr>`;
      }
      const weight = line.strong ? 'font-weight:bold;border-top:1px solid #ddd;' : '';
      const indent = line.indent ? 'padding-left:16px;color:#555;' : '';
      const amount = line.amount === undefined ? '' : receiptMoney(line.amount);
      return (
        `<tr><td style="${cell};${weight}${indent}">${escapeHtml(line.label)}</td>` +
        `<td style="${cell};${weight}text-align:right;white-space:nowrap">${escapeHtml(amount)}</td></tr>`
      );
    })
    .join('');
  const html =
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#222">` +
    `<div style="max-width:480px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">` +
    `<h1 style="font-size:20px;margin:0 0 4px">${escapeHtml(invoice.business_name)}</h1>` +
    outletLines.map((line) => `<div style="color:#555;font-size:13px">${escapeHtml(line)}</div>`).join('') +
    `<table role="presentation" style="width:100%;margin:16px 0;font-size:13px;border-collapse:collapse">` +
    facts
      .map(
        ([label, value]) =>
          `<tr><td style="color:#555;padding:2px 0">${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`,
      )
      .join('') +
    `</table>` +
    `<table role="presentation" style="width:100%;font-size:14px;border-collapse:collapse">${rows}</table>` +
    `<p style="margin-top:24px;text-align:center;color:#555">${escapeHtml(w.thanks)}</p>` +
    `</div></body></html>`;
  return { subject, text, html };
}
