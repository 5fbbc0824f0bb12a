import { GatewayUnavailableError } from './payment-gateway.js';

/**
 * Our client of the gateway's recurring calls (decision 0099), Midtrans' protocol: GoPay account linking, the
 * Subscription API and the Core API charge with a saved token. A charge's result is read back through the status
 * API of `PaymentGateway`, whose answers are signed.
 */
export interface LinkedAccount {
  accountId: string;
  status: 'PENDING' | 'ENABLED' | 'DISABLED' | 'EXPIRED';
  /** The token later charges name; only once the account is ENABLED. */
  paymentOptionToken: string | null;
}

export interface GatewaySubscriptionInput {
  name: string;
  amount: number;
  token: string;
  accountId: string;
  intervalMonths: number;
  startTime: Date;
  retry: { intervalDays: number; maxRetries: number };
  metadata: Record<string, unknown>;
}

export interface ChargeResult {
  /** settlement, capture, deny… or null when the gateway refused the request itself. */
  transactionStatus: string | null;
  message: string | null;
}

export interface RecurringGateway {
  linkAccount(input: { redirectUrl: string }): Promise<{ accountId: string; activationUrl: string }>;
  getAccount(accountId: string): Promise<LinkedAccount | null>;
  createSubscription(input: GatewaySubscriptionInput): Promise<{ id: string }>;
  getSubscription(id: string): Promise<{ id: string; status: string } | null>;
  setSubscriptionEnabled(id: string, enabled: boolean): Promise<void>;
  updateSubscription(id: string, values: { amount?: number; token?: string }): Promise<void>;
  /** Charges a saved token under our order id; the gateway refuses an order id it already knows. */
  charge(input: {
    orderId: string;
    grossAmount: number;
    accountId: string;
    token: string;
  }): Promise<ChargeResult>;
}

export function createRecurringGateway(options: { baseUrl: string; serverKey: string }): RecurringGateway {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/json' };

  async function call<T>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T | null }> {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    }).catch((error: unknown) => {
      throw new GatewayUnavailableError(String(error));
    });
    if (response.status >= 500 || response.status === 401)
      throw new GatewayUnavailableError(`${path} answered ${response.status}`);
    return { status: response.status, body: (await response.json().catch(() => null)) as T | null };
  }

  return {
    async linkAccount({ redirectUrl }) {
      const { body } = await call<{
        account_id?: string;
        actions?: { name: string; url: string }[];
      }>('POST', '/v2/pay/account', {
        payment_type: 'gopay',
        gopay_partner: { redirect_url: redirectUrl },
      });
      const url = body?.actions?.find((a) => a.name === 'activation-link-url')?.url;
      if (!body?.account_id || !url) throw new GatewayUnavailableError('account linking gave no link');
      return { accountId: body.account_id, activationUrl: url };
    },
    async getAccount(accountId) {
      const { status, body } = await call<{
        account_status?: LinkedAccount['status'];
        metadata?: { payment_options?: { name: string; token: string }[] };
      }>('GET', `/v2/pay/account/${encodeURIComponent(accountId)}`);
      if (status === 404 || !body?.account_status) return null;
      const token = body.metadata?.payment_options?.find((o) => o.name === 'GOPAY_WALLET')?.token ?? null;
      return { accountId, status: body.account_status, paymentOptionToken: token };
    },
    async createSubscription(input) {
      const { body } = await call<{ id?: string }>('POST', '/v1/subscriptions', {
        name: input.name,
        amount: String(input.amount),
        currency: 'IDR',
        payment_type: 'gopay',
        token: input.token,
        schedule: {
          interval: input.intervalMonths,
          interval_unit: 'month',
          max_interval: 0,
          start_time: input.startTime.toISOString(),
        },
        retry_schedule: {
          interval: input.retry.intervalDays,
          interval_unit: 'day',
          max_interval: input.retry.maxRetries,
        },
        metadata: input.metadata,
        gopay: { account_id: input.accountId },
      });
      if (!body?.id) throw new GatewayUnavailableError('subscription was not created');
      return { id: body.id };
    },
    async getSubscription(id) {
      const { status, body } = await call<{ id?: string; status?: string }>(
        'GET',
        `/v1/subscriptions/${encodeURIComponent(id)}`,
      );
      if (status === 404 || !body?.id || !body.status) return null;
      return { id: body.id, status: body.status };
    },
    async setSubscriptionEnabled(id, enabled) {
      const { status } = await call(
        'POST',
        `/v1/subscriptions/${encodeURIComponent(id)}/${enabled ? 'enable' : 'disable'}`,
      );
      if (status >= 400) throw new GatewayUnavailableError(`subscription ${id} answered ${status}`);
    },
    async updateSubscription(id, values) {
      const { status } = await call('PATCH', `/v1/subscriptions/${encodeURIComponent(id)}`, {
        ...(values.amount === undefined ? {} : { amount: String(values.amount) }),
        ...(values.token === undefined ? {} : { token: values.token }),
      });
      if (status >= 400) throw new GatewayUnavailableError(`subscription ${id} answered ${status}`);
    },
    async charge({ orderId, grossAmount, accountId, token }) {
      const { status, body } = await call<{ transaction_status?: string; status_message?: string }>(
        'POST',
        '/v2/charge',
        {
          payment_type: 'gopay',
          transaction_details: { order_id: orderId, gross_amount: grossAmount },
          gopay: { account_id: accountId, payment_option_token: token },
        },
      );
      // An order id the gateway already knows is not a failed charge: its result is asked of the status API.
      if (status === 406) throw new GatewayUnavailableError(`order ${orderId} is already known`);
      return {
        transactionStatus: body?.transaction_status ?? null,
        message: body?.status_message ?? null,
      };
    },
  };
}
