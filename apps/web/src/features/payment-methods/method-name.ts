import type { TFunction } from 'i18next';

const STANDARD = ['CASH', 'DEBIT_CARD', 'CREDIT_CARD'] as const;
type StandardCode = (typeof STANDARD)[number];
const isStandard = (code: string): code is StandardCode => (STANDARD as readonly string[]).includes(code);

/**
 * The name a method shows on this screen: the standard methods in the page's language ("Tunai" on an Indonesian
 * page, decision 0126), the others (brand names: QRIS, GoPay, OVO) as the server names them.
 */
export function methodName(method: { code: string; name: string }, t: TFunction<'paymentMethods'>): string {
  return isStandard(method.code) ? t(`methods.names.${method.code}`) : method.name;
}
