import type { Config } from '../../config/config.js';

/** Where the built-in sandbox payment gateway is served outside production (decisions 0075 and 0108). */
export const SANDBOX_GATEWAY_PREFIX = '/sandbox-gateway';

/** The payment gateway's API base: `MIDTRANS_BASE_URL`, or the built-in sandbox when it is unset. */
export function paymentGatewayBaseUrl(config: Pick<Config, 'MIDTRANS_BASE_URL' | 'PUBLIC_URL'>): string {
  return config.MIDTRANS_BASE_URL ?? `${config.PUBLIC_URL}${SANDBOX_GATEWAY_PREFIX}`;
}
