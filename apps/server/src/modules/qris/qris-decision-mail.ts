import type { QrisDocumentKind, QrisRegistration } from '@backoffice/contracts/qris';

/** A review decision of the provider's staff (decision 0081). */
export type QrisDecision =
  | { approve: QrisDocumentKind }
  | { reject: { kind: QrisDocumentKind; reason: string } }
  | { approveAll: true };

/** Names the merchant knows the documents by (the wizard's Indonesian labels). */
const DOCUMENT_NAMES: Record<QrisDocumentKind, string> = {
  ktp: 'Foto KTP',
  npwp: 'Foto NPWP',
  sk_pendirian: 'Akta Pendirian',
  sk_perubahan: 'Akta Perubahan',
  siup: 'Foto SIUP / NIB',
};

/**
 * The merchant's e-mail about a review decision. Written in both languages: the decision is taken by the
 * provider's staff from a terminal, with no browser whose language could be read.
 */
export function decisionMail(
  registration: QrisRegistration,
  decision: QrisDecision,
): { subject: string; text: string } {
  const rejected = registration.documents.filter((document) => document.status === 'rejected');
  if (registration.status === 'approved') {
    return {
      subject: 'QRIS registration approved / Pendaftaran QRIS disetujui',
      text: [
        `Your QRIS registration for ${registration.business_name} has been approved. QRIS is now active at:`,
        ...registration.outlets.map((outlet) => `- ${outlet.name}`),
        '',
        `Pendaftaran QRIS untuk ${registration.business_name} telah disetujui. QRIS kini aktif di outlet di atas.`,
      ].join('\n'),
    };
  }
  if ('reject' in decision || rejected.length > 0) {
    return {
      subject: 'QRIS registration: a document needs your attention / Dokumen QRIS perlu diperbaiki',
      text: [
        'A document of your QRIS registration was not accepted. Please upload it again on the Payment Methods page:',
        ...rejected.map(
          (document) => `- ${DOCUMENT_NAMES[document.kind]}: ${document.rejection_reason ?? ''}`,
        ),
        '',
        'Dokumen pendaftaran QRIS Anda belum dapat diterima. Silakan unggah ulang di halaman Metode Pembayaran.',
      ].join('\n'),
    };
  }
  const approved = 'approve' in decision ? DOCUMENT_NAMES[decision.approve] : 'All documents';
  return {
    subject: 'QRIS registration: document approved / Dokumen QRIS disetujui',
    text: [
      `${approved} of your QRIS registration has been approved. We will let you know when the review is complete.`,
      '',
      `${approved} pada pendaftaran QRIS Anda telah disetujui. Kami akan mengabari Anda setelah peninjauan selesai.`,
    ].join('\n'),
  };
}
