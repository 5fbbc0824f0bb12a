/** A paid subscription invoice's number: `INV/<year>/<six-digit sequence of that year>` (decision 0073). */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `INV/${year}/${String(sequence).padStart(6, '0')}`;
}
