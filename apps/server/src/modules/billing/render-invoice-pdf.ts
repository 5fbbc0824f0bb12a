import type { BillingCalculation } from '@backoffice/contracts/billing';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface InvoicePdfData {
  invoiceNumber: string;
  paidAt: Date | null;
  createdAt: Date;
  /** The invoice's date on the business's calendar (invoice-day.ts). */
  invoiceDate: string;
  startPeriod: string;
  endPeriod: string;
  totalAmount: number;
  couponCode: string | null;
  /** The calculation the payment was made for; demo rows may hold an empty object. */
  calculation: Partial<BillingCalculation>;
  business: {
    name: string;
    address: string | null;
    kecamatan: string | null;
    city: string | null;
    province: string | null;
    postalCode: string | null;
    email: string | null;
  };
}

const rupiah = (value: number) =>
  `Rp ${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(Math.round(value))}`;
const day = (value: Date | string) => {
  const date = typeof value === 'string' ? new Date(`${value}T00:00:00Z`) : value;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};

/**
 * The paid invoice as a PDF (issue 15 item 4): the business's name and address, the invoice's number, dates and
 * period, one line per renewed outlet, employee slots, the renewal discount and the coupon, and the total paid. The
 * standard Helvetica of PDF readers covers the Latin text the invoice holds, so no font file is embedded.
 */
export async function renderInvoicePdf(data: InvoicePdfData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${data.invoiceNumber}`);
  pdf.setCreator('Back Office');
  pdf.setCreationDate(data.paidAt ?? data.createdAt);
  pdf.setModificationDate(data.paidAt ?? data.createdAt);
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 50;
  const right = 545;
  let y = 790;

  const text = (value: string, x: number, font: PDFFont = regular, size = 10, p: PDFPage = page) =>
    p.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.12) });
  const textRight = (value: string, font: PDFFont = regular, size = 10) =>
    text(value, right - font.widthOfTextAtSize(value, size), font, size);
  const rule = () =>
    page.drawLine({ start: { x: left, y: y + 4 }, end: { x: right, y: y + 4 }, thickness: 0.5 });

  text('INVOICE', left, bold, 20);
  textRight(data.invoiceNumber, bold, 12);
  y -= 30;
  text(data.business.name, left, bold, 12);
  y -= 15;
  const address = [
    data.business.address,
    [data.business.kecamatan, data.business.city].filter(Boolean).join(', '),
    [data.business.province, data.business.postalCode].filter(Boolean).join(' '),
    data.business.email,
  ].filter((line): line is string => Boolean(line));
  for (const line of address) {
    text(line, left);
    y -= 13;
  }
  y -= 10;
  for (const [label, value] of [
    ['Invoice date', day(data.invoiceDate)],
    ['Period', `${day(data.startPeriod)} - ${day(data.endPeriod)}`],
    ['Subscription', data.calculation.package_deal_display_name ?? ''],
  ] as const) {
    text(label, left, bold);
    text(value, left + 110);
    y -= 14;
  }
  y -= 16;
  text('Description', left, bold);
  textRight('Amount', bold);
  y -= 8;
  rule();
  y -= 14;
  const months = data.calculation.month ?? 0;
  for (const outlet of data.calculation.outlets ?? []) {
    text(
      `${outlet.outlet_name} (${months} month${months === 1 ? '' : 's'}${outlet.is_prorated ? ', pro-rated' : ''})`,
      left,
    );
    textRight(rupiah(outlet.final_price));
    y -= 16;
  }
  const slots = data.calculation.employee_slot;
  if (slots && slots.count > 0) {
    text(`Employee slots x ${slots.count}`, left);
    textRight(rupiah(slots.final_price));
    y -= 16;
  }
  if (data.calculation.discount_percentage) {
    text(`Renewal discount ${data.calculation.discount_percentage}%`, left);
    y -= 16;
  }
  const coupon = data.calculation.coupon;
  if (coupon) {
    const benefit =
      coupon.benefit.additional_month > 0
        ? `+${coupon.benefit.additional_month} month(s)`
        : `(${rupiah(coupon.discount_amount)})`;
    text(`Coupon ${coupon.code}`, left);
    textRight(benefit);
    y -= 16;
  } else if (data.couponCode) {
    text(`Coupon ${data.couponCode}`, left);
    y -= 16;
  }
  rule();
  y -= 16;
  text('Total paid', left, bold, 12);
  textRight(rupiah(data.totalAmount), bold, 12);
  y -= 30;
  text('Amounts in Indonesian Rupiah. Thank you for your payment.', left, regular, 9);
  return pdf.save();
}
