import { INVOICE_PDF_PATH } from '@backoffice/contracts/billing';
import { apiBlob } from '../../../lib/api/api-client';

/**
 * The invoice PDF needs the session, which a plain link cannot carry: the file is fetched with it and shown from
 * memory in the tab opened for it (opened first, so no pop-up blocker sees a tab opened after a wait).
 */
export async function openInvoicePdf(invoiceNumber: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await apiBlob(`/api${INVOICE_PDF_PATH}`, { query: { invoice_number: invoiceNumber } });
    const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; the memory is given back.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
