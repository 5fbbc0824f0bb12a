import type { MailLanguage } from '../../platform/mail/mail-language.js';

/** The owner's confirmation of a deletion request: the ticket number is what support asks for. */
export function deletionConfirmationMail(
  input: { businessName: string; ticketNumber: string; purgeOn: string },
  language: MailLanguage,
): { subject: string; text: string } {
  const { businessName, ticketNumber, purgeOn } = input;
  if (language === 'id') {
    return {
      subject: `Permintaan penghapusan akun diterima (tiket ${ticketNumber})`,
      text: [
        `Kami telah menerima permintaan penghapusan akun bisnis ${businessName}.`,
        `Nomor tiket: ${ticketNumber}`,
        '',
        'Semua perangkat telah dikeluarkan dan akun dibekukan. Langganan yang tersisa berakhir tanpa pengembalian dana.',
        `Permintaan diproses dalam 30 hari kerja; data bisnis dihapus mulai ${purgeOn}.`,
        'Jika Anda tidak meminta ini, hubungi kami di 1500970 dengan menyebutkan nomor tiket.',
      ].join('\n'),
    };
  }
  return {
    subject: `Account deletion request received (ticket ${ticketNumber})`,
    text: [
      `We have received the request to delete the business account ${businessName}.`,
      `Ticket number: ${ticketNumber}`,
      '',
      'Every device has been signed out and the account is frozen. Remaining subscriptions end with no refund.',
      `The request is processed within 30 working days; the business's data is deleted from ${purgeOn}.`,
      'If you did not ask for this, call us on 1500970 and give the ticket number.',
    ].join('\n'),
  };
}
