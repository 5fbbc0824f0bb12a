import { ONE_TIME_CODE_LIFETIME_SECONDS } from '@backoffice/contracts/account';

/** The languages of the product (spec §1: Indonesian and English, English as fallback). */
export type MailLanguage = 'en' | 'id';

/**
 * The language a mail asked for from the browser is written in: the `lang` cookie the web app keeps (spec §1),
 * else the first language of Accept-Language, else English.
 */
export function mailLanguageOf(cookie: string | undefined, acceptLanguage: string | undefined): MailLanguage {
  if (cookie === 'id' || cookie === 'en') return cookie;
  const first = acceptLanguage?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'id' || first.startsWith('id-') ? 'id' : 'en';
}

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
