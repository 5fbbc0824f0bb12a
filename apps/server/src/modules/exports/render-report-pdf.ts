import type { ReportPeriod } from '@backoffice/contracts/sales-reports';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Cell } from './export-sheet-writer.js';
import type { ReportLanguage } from './sales-report-period-tables.js';
import type { ColumnKind, ReportTable } from './sales-report-table.js';

/**
 * A report printed for the accountant (decision 0265): a landscape A4 page per ~30 rows, the report's name, the
 * business, the range, the outlets and when it was made at the top of the first; the heading on every page; the
 * total row and the notes under the last rows; page numbers. Money reads as the report screens show it —
 * Indonesian grouping in both languages, negatives with a minus (decision 0235) — and the type
 * shrinks until the widest column fits, so every column is on the page. The standard Helvetica covers the Latin
 * text of a report; a letter it lacks prints as "?" rather than failing the export.
 */
export interface ReportPdfHeading {
  title: string;
  business: string;
  /** Lines under the business: the range, the outlets, the grouping, when it was made. */
  lines: string[];
  language: ReportLanguage;
  period: ReportPeriod;
  madeAt: Date;
}

const PAGE: [number, number] = [841.89, 595.28];
const MARGIN = 36;
const INK = rgb(0.1, 0.1, 0.12);
const SHADE = rgb(0.93, 0.94, 0.96);
const PADDING = 6;
const MIN_SIZE = 6;
const MAX_SIZE = 9;

/** Helvetica's encoding: accents dropped, anything else it lacks replaced (a name in another script). */
export function pdfSafe(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

const grouping = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
export function pdfMoney(value: number): string {
  const rounded = Math.round(value);
  return rounded < 0 ? `-${grouping.format(-rounded)}` : grouping.format(rounded);
}

/** Short month names as the report screens write them ("Agt", "Des" in Indonesian). */
export const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  id: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
} as const;

/** A period's first day as the screen names it: "1 Jul 2024", "Week of 1 Jul 2024", "Jul 2024". */
export function periodName(first: string, period: ReportPeriod, language: ReportLanguage): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(first);
  if (!match) return first;
  const month = MONTHS[language][Number(match[2]) - 1];
  if (period === 'MONTH') return `${month} ${match[1]}`;
  const day = `${Number(match[3])} ${month} ${match[1]}`;
  if (period === 'WEEK') return language === 'id' ? `Minggu ${day}` : `Week of ${day}`;
  return day;
}

function cellText(cell: Cell | undefined, kind: ColumnKind, heading: ReportPdfHeading): string {
  if (cell === undefined || cell === '') return '';
  if (typeof cell === 'string') {
    return kind === 'period' ? periodName(cell, heading.period, heading.language) : pdfSafe(cell);
  }
  if (kind === 'money') return pdfMoney(cell);
  if (kind === 'percent') {
    return new Intl.NumberFormat(heading.language === 'id' ? 'id-ID' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cell);
  }
  return new Intl.NumberFormat(heading.language === 'id' ? 'id-ID' : 'en-US').format(cell);
}

const WORDS = {
  en: { page: (n: number, of: number) => `Page ${n} of ${of}`, rupiah: 'Amounts in Rupiah.' },
  id: { page: (n: number, of: number) => `Halaman ${n} dari ${of}`, rupiah: 'Jumlah dalam Rupiah.' },
} as const;

export async function renderReportPdf(table: ReportTable, heading: ReportPdfHeading): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafe(`${heading.title} — ${heading.business}`));
  pdf.setCreator('Back Office');
  pdf.setCreationDate(heading.madeAt);
  pdf.setModificationDate(heading.madeAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const kinds: ColumnKind[] = table.header.map((_, index) => table.kinds?.[index] ?? 'text');
  const text = (row: readonly Cell[]) => kinds.map((kind, index) => cellText(row[index], kind, heading));
  const header = table.header.map((label) => pdfSafe(label));
  const body = table.rows.map(text);
  const closing = [text(table.total), ...table.notes.map(text)];

  // The largest type at which every column's widest cell fits across the page.
  const widthAt = (size: number) =>
    kinds.map((_, index) =>
      Math.max(
        bold.widthOfTextAtSize(header[index]!, size),
        ...[...body, ...closing].map((row) => bold.widthOfTextAtSize(row[index] ?? '', size)),
      ),
    );
  const room = PAGE[0] - 2 * MARGIN;
  let size = MAX_SIZE;
  while (size > MIN_SIZE && widthAt(size).reduce((sum, w) => sum + w + 2 * PADDING, 0) > room) size -= 0.5;
  const natural = widthAt(size).map((w) => w + 2 * PADDING);
  // What is left over goes to the first column (the names), so the figures stay together on the right.
  const spare = Math.max(0, room - natural.reduce((sum, w) => sum + w, 0));
  const widths = natural.map((w, index) => (index === 0 ? w + spare : w));
  const lineHeight = size + 6;

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const draw = (value: string, x: number, font: PDFFont, at = size) =>
    page.drawText(value, { x, y, size: at, font, color: INK });
  const drawRow = (cells: readonly string[], font: PDFFont, shade: boolean) => {
    if (shade) {
      page.drawRectangle({ x: MARGIN, y: y - 4, width: room, height: lineHeight, color: SHADE });
    }
    let x = MARGIN;
    for (const [index, value] of cells.entries()) {
      const width = widths[index]!;
      const left = kinds[index] === 'text' || kinds[index] === 'period';
      const at = left ? x + PADDING : x + width - PADDING - font.widthOfTextAtSize(value, size);
      if (value) draw(value, at, font);
      x += width;
    }
    y -= lineHeight;
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + lineHeight - 3 },
      end: { x: MARGIN + room, y: y + lineHeight - 3 },
      thickness: 0.6,
      color: INK,
    });
  };
  const newPage = () => {
    page = pdf.addPage(PAGE);
    pages.push(page);
    y = PAGE[1] - MARGIN - 10;
    if (pages.length === 1) {
      draw(pdfSafe(heading.title), MARGIN, bold, 16);
      y -= 20;
      draw(pdfSafe(heading.business), MARGIN, bold, 11);
      y -= 14;
      for (const line of [...heading.lines, WORDS[heading.language].rupiah]) {
        draw(pdfSafe(line), MARGIN, regular, 9);
        y -= 12;
      }
      y -= 8;
    }
    drawRow(header, bold, true);
  };
  newPage();
  for (const row of body) {
    if (y < MARGIN + lineHeight) newPage();
    drawRow(row, regular, false);
  }
  if (y < MARGIN + lineHeight * (closing.length + 1)) newPage();
  rule();
  for (const [index, row] of closing.entries()) drawRow(row, index === 0 ? bold : regular, false);
  for (const [index, each] of pages.entries()) {
    const label = WORDS[heading.language].page(index + 1, pages.length);
    each.drawText(label, {
      x: PAGE[0] - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: INK,
    });
  }
  return pdf.save();
}
