import {
  grossAmountMatches,
  notificationSignature,
  signatureMatches,
} from '../../platform/payments/payment-signature.js';

/**
 * Our client of a Midtrans-protocol gateway (decision 0075): Snap to start a payment, the status API to ask for its
 * result. The sandbox gateway answers the same calls.
 */
export interface PaymentGateway {
  createTransaction(input: { orderId: string; grossAmount: number; finishUrl: string }): Promise<string>;
  /** The gateway's status of an order, or null when it does not know it or its answer is not signed by our key. */
  status(
    orderId: string,
    grossAmount: number,
  ): Promise<{ transactionStatus: string; fraudStatus: string | null; paymentType: string | null } | null>;
}

export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export function createPaymentGateway(options: { baseUrl: string; serverKey: string }): PaymentGateway {
  const authorization = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  const headers = { authorization, accept: 'application/json', 'content-type': 'application/json' };
  return {
    async createTransaction({ orderId, grossAmount, finishUrl }) {
      const response = await fetch(`${options.baseUrl}/snap/v1/transactions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          transaction_details: { order_id: orderId, gross_amount: grossAmount },
          callbacks: { finish: finishUrl },
        }),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        throw new GatewayUnavailableError(String(error));
      });
      const body = (await response.json().catch(() => null)) as { redirect_url?: string } | null;
      if (!response.ok || !body?.redirect_url)
        throw new GatewayUnavailableError(`Snap answered ${response.status}`);
      return body.redirect_url;
    },
    async status(orderId, grossAmount) {
      const response = await fetch(`${options.baseUrl}/v2/${encodeURIComponent(orderId)}/status`, {
        headers,
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => {
        throw new GatewayUnavailableError(String(error));
      });
      if (!response.ok) throw new GatewayUnavailableError(`Status answered ${response.status}`);
      const body = (await response.json()) as Record<string, string | undefined>;
      const { status_code, gross_amount, transaction_status, signature_key } = body;
      if (!status_code || !gross_amount || !transaction_status || !signature_key) return null;
      const expected = notificationSignature(orderId, status_code, gross_amount, options.serverKey);
      if (!signatureMatches(signature_key, expected) || !grossAmountMatches(gross_amount, grossAmount))
        return null;
      return {
        transactionStatus: transaction_status,
        fraudStatus: body.fraud_status ?? null,
        paymentType: body.payment_type ?? null,
      };
    },
  };
}
