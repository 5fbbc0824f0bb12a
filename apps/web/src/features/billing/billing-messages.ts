import { messageKeyOf } from '@backoffice/contracts/common/messages';
import { billingMessages } from '@backoffice/contracts/billing';
import type { TFunction } from 'i18next';
import { isApiError } from '../../lib/api/api-error';
import { describeCommonFailure } from '../../lib/api/common-failure';

type BillingT = TFunction<'billing'>;
type BillingMessageName = keyof typeof billingMessages;
const PREFIX = 'billing.';
const isMessageName = (name: string): name is BillingMessageName => Object.hasOwn(billingMessages, name);

function messageName(error: { message: string; key?: string }): BillingMessageName | undefined {
  const key = error.key ?? messageKeyOf(error.message);
  const name = key?.startsWith(PREFIX) ? key.slice(PREFIX.length) : undefined;
  return name !== undefined && isMessageName(name) ? name : undefined;
}

/** A contract message in the UI language, by its key; other text stays as it came. */
export function translateBillingMessage(error: { message: string; key?: string }, t: BillingT): string {
  const name = messageName(error);
  return name ? t(`validation.${name}`) : error.message;
}

/**
 * "Coupon": an error that mentions the subscription, or the price error, is shown as it is (in the UI
 * language); any other refusal reads 'Invalid Coupon Code'. No answer or a server failure says so instead: the
 * code may well be valid.
 */
export function describeCouponFailure(error: unknown, t: BillingT): string {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) return common ?? t('validation.invalidCoupon');
  const first = error.fieldErrors[0] ?? error;
  const name = messageName(first);
  const english = name ? billingMessages[name] : first.message;
  if (name === 'priceError' || /subscription/i.test(english)) return translateBillingMessage(first, t);
  return t('validation.invalidCoupon');
}

export type PayFailure = { kind: 'gateway' } | { kind: 'toast'; message: string };

/**
 * "Pay errors": no answer, an empty body or a status of 500 and above opens the gateway modal; anything
 * else is a toast of the server's message (by key), or of the status when it said nothing.
 */
export function describePayFailure(error: unknown, t: BillingT): PayFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return { kind: 'gateway' };
  // An answer without the gateway's address (an empty 200 or a body the contract cannot read) is the gateway's too.
  if (error.code === 'INVALID_RESPONSE') return { kind: 'gateway' };
  const first = error.fieldErrors[0] ?? error;
  if (!first.message) return { kind: 'toast', message: describeCommonFailure(error) ?? String(error.status) };
  return { kind: 'toast', message: translateBillingMessage(first, t) };
}

/** A toggle's refusal ("Outlet toggle error"): the message, in the UI language. */
export function describeToggleFailure(error: unknown, t: BillingT): string {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) return common ?? '';
  return translateBillingMessage(error.fieldErrors[0] ?? error, t);
}

/**
 * "Direct debit error": a toast of the answer's message (by key when a contract declares it), else of its
 * status; no answer or a server failure reads the shared network or generic message.
 */
export function describeDirectDebitFailure(error: unknown, t: BillingT): string {
  const common = describeCommonFailure(error);
  if (common !== undefined || !isApiError(error)) return common ?? '';
  const first = error.fieldErrors[0] ?? error;
  return first.message ? translateBillingMessage(first, t) : String(error.status);
}
