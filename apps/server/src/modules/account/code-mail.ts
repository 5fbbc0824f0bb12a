import { ONE_TIME_CODE_LIFETIME_SECONDS } from '@backoffice/contracts/account';
import type { MailLanguage } from '../../platform/mail/mail-language.js';

const words: Record<MailLanguage, { subject: string; intro: string; validity: (minutes: number) => string }> =
  {
    en: {
      subject: 'Your sign-in code',
      intro: 'Your sign-in code is',
      validity: (minutes) =>
        `It is valid for ${minutes} minutes and can be used once. ` +
        'If you did not ask for it, you can ignore this e-mail: nobody can sign in without the code.',
    },
    id: {
      subject: 'Kode masuk Anda',
      intro: 'Kode masuk Anda adalah',
      validity: (minutes) =>
        `Kode ini berlaku selama ${minutes} menit dan hanya dapat dipakai sekali. ` +
        'Jika Anda tidak memintanya, abaikan e-mail ini: tidak ada yang dapat masuk tanpa kode ini.',
    },
  };

export function codeMail(
  code: string,
  language: MailLanguage,
): { subject: string; text: string; html: string } {
  const minutes = ONE_TIME_CODE_LIFETIME_SECONDS / 60;
  const { subject, intro, validity } = words[language];
  return {
    subject,
    text: `${intro} ${code}.\n\n${validity(minutes)}`,
    html:
      `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>` +
      `<p>${validity(minutes)}</p>`,
  };
}
