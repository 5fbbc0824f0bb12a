import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config.js';
import { SANDBOX_GATEWAY_PREFIX } from '../platform/payments/gateway-address.js';
import { sandboxGateway } from './sandbox-gateway.js';

/**
 * The partners' sandboxes: stand-ins for the outside services we call (today the payment gateway, decision 0075),
 * served by the app itself outside production. `app.ts` loads this file with `import()` only when not in
 * production, and the build bundles it apart (`dist/partners/`), so production never loads their code; nothing
 * else in the server may import it (dependency-cruiser, decision 0108).
 */
export async function registerSandboxPartners(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(sandboxGateway, {
    prefix: SANDBOX_GATEWAY_PREFIX,
    serverKey: config.MIDTRANS_SERVER_KEY,
    notificationUrl: `${config.PUBLIC_URL}/api/billing/v1/notifications`,
    recurringNotificationUrl: `${config.PUBLIC_URL}/api/billing/v1/recurring/notifications`,
  });
}
