import type { MailLanguage } from '../../platform/mail/mail-language.js';

/** The owner's confirmation of a deletion request: the ticket number is what support asks for. */
export function deletionConfirmationMail(
  input: {
    businessName: string;
    ticketNumber: string;
    purgeOn: string;
    /** The data bundle's link while its file lasts (decision 0088); null when none was made. */
    dataLink: { url: string; until: string } | null;
  },
  language: MailLanguage,
): { subject: string; text: string } {
  const { businessName, ticketNumber, purgeOn, dataLink } = input;
  if (language === 'id') {
    return {
      subject: `Permintaan penghapusan akun diterima (tiket ${ticketNumber})`,
      text: [
        `Kami telah menerima permintaan penghapusan akun bisnis ${businessName}.`,
        `Nomor tiket: ${ticketNumber}`,
        '',
        'Semua perangkat telah dikeluarkan dan akun dibekukan. Langganan yang tersisa berakhir tanpa pengembalian dana.',
        `Permintaan diproses dalam 30 hari kerja; data bisnis dihapus mulai ${purgeOn}.`,
        '',
        dataLink
          ? `Unduh data bisnis Anda (berlaku sampai ${dataLink.until}): ${dataLink.url}`
          : `Anda tidak mengunduh data bisnis sebelum meminta penghapusan. Untuk salinannya, hubungi kami di 1500970 dengan menyebutkan nomor tiket ${ticketNumber} sebelum ${purgeOn}.`,
        '',
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
      '',
      dataLink
        ? `Download your business's data (the link works until ${dataLink.until}): ${dataLink.url}`
        : `You did not download your business's data before asking for deletion. For a copy, call us on 1500970 and give the ticket number ${ticketNumber} before ${purgeOn}.`,
      '',
      'If you did not ask for this, call us on 1500970 and give the ticket number.',
    ].join('\n'),
  };
}
