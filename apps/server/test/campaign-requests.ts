import type { SaveCampaignRequest } from '@backoffice/contracts/campaigns';
import type { FastifyInstance } from 'fastify';
import { pngImage } from './file-fixtures.js';
import { bearer } from './identity-fixtures.js';

/** The campaign endpoints as a test calls them: one function per endpoint, the raw response back. */
export function campaignRequests(app: FastifyInstance) {
  return {
    list: (token: string, query: Record<string, string | number> = {}) =>
      app.inject({
        method: 'GET',
        url: '/api/campaign/v1/campaigns',
        query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
        headers: bearer(token),
      }),
    create: (token: string, body: SaveCampaignRequest | Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/campaign/v1/campaigns',
        payload: body,
        headers: bearer(token),
      }),
    update: (token: string, id: number, body: SaveCampaignRequest | Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/campaign/v1/campaigns/${id}`,
        payload: body,
        headers: bearer(token),
      }),
    remove: (token: string, id: number) =>
      app.inject({ method: 'DELETE', url: `/api/campaign/v1/campaigns/${id}`, headers: bearer(token) }),
    status: (token: string, id: number, isActive: boolean) =>
      app.inject({
        method: 'PATCH',
        url: `/api/campaign/v1/campaigns/${id}/status`,
        payload: { is_active: isActive },
        headers: bearer(token),
      }),
    display: (token: string, outlet: number) =>
      app.inject({
        method: 'GET',
        url: `/api/campaign/v1/outlets/${outlet}/display`,
        headers: bearer(token),
      }),
    upload: (token: string, outlet: number, data: Buffer, filename = 'slide.png') =>
      app.inject({
        method: 'POST',
        url: `/api/file/v1/outlets/${outlet}/files/sync`,
        payload: { data: data.toString('base64'), filename, private_access: false },
        headers: bearer(token),
      }),
  };
}

/** Uploads an 800×800 PNG and answers the image entry a save names it by. */
export async function uploadedImage(
  api: ReturnType<typeof campaignRequests>,
  token: string,
  outlet: number,
  image: Buffer = pngImage(800, 800),
): Promise<{ id: string; name: string; url: string }> {
  const response = await api.upload(token, outlet, image);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  const file = response.json<{ id: string; data: string; filename: string }>();
  return { id: file.id, name: file.filename, url: file.data };
}
