import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PosDevice } from '@backoffice/contracts/pos';
import { posDevices } from '../src/db/schema/index.js';
import { bearer, signIn } from './identity-fixtures.js';
import { completedOrder, pairDevice, sendBatch } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

describe('pos devices: pair, list, rename, revoke', () => {
  const context = useTestApp();
  let owner: string;
  let ownerB: string;

  beforeAll(async () => {
    owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
  });

  it('pairs a device to one outlet, shows the credential once and stores only its hash', async () => {
    const outletId = context.fx.a.outletIds[0]!;
    const paired = await pairDevice(context.app, owner, outletId, '  Kasir depan  ');
    expect(paired.credential).toMatch(/^posd_[A-Za-z0-9_-]{43}$/);
    expect(paired.device).toMatchObject({ outlet_id: outletId, name: 'Kasir depan', revoked_at: null });
    expect(paired.device.credential_hint).toBe(paired.credential.slice(-4));

    const [row] = await context.database.db
      .select()
      .from(posDevices)
      .where(eq(posDevices.id, paired.device.id));
    expect(row!.credentialHash).not.toContain(paired.credential);
    expect(JSON.stringify(row)).not.toContain(paired.credential);

    const list = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/devices?outlet_id=${outletId}`,
      headers: bearer(owner),
    });
    expect(list.statusCode).toBe(200);
    const devices = list.json<{ devices: PosDevice[] }>().devices;
    expect(devices.map((d) => d.id)).toContain(paired.device.id);
    expect(list.body).not.toContain(paired.credential);
  });

  it('refuses an outlet of another business with the field named, and a role without the Outlets permission', async () => {
    const foreign = await context.app.inject({
      method: 'POST',
      url: '/api/pos/v1/devices',
      headers: bearer(owner),
      payload: { outlet_id: context.fx.b.outletIds[0], name: 'Kasir' },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('body.outlet_id');

    const manager = (await signIn(context.app, context.fx.a.manager.email)).access_token;
    const refused = await context.app.inject({
      method: 'POST',
      url: '/api/pos/v1/devices',
      headers: bearer(manager),
      payload: { outlet_id: context.fx.a.outletIds[0], name: 'Kasir' },
    });
    expect(refused.statusCode).toBe(403);

    const empty = await context.app.inject({
      method: 'POST',
      url: '/api/pos/v1/devices',
      headers: bearer(owner),
      payload: { outlet_id: context.fx.a.outletIds[0], name: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toMatchObject({ field: 'body.name', message: 'Device name is required' });
  });

  it('renames a device; another business sees it as missing', async () => {
    const paired = await pairDevice(context.app, owner, context.fx.a.outletIds[0]!);
    const renamed = await context.app.inject({
      method: 'PATCH',
      url: `/api/pos/v1/devices/${paired.device.id}`,
      headers: bearer(owner),
      payload: { name: 'Kasir belakang' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Kasir belakang');
    const foreign = await context.app.inject({
      method: 'PATCH',
      url: `/api/pos/v1/devices/${paired.device.id}`,
      headers: bearer(ownerB),
      payload: { name: 'Mine now' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a device credential opens no back-office route, and a revoked device is refused on its next request', async () => {
    const paired = await pairDevice(context.app, owner, context.fx.a.outletIds[0]!);
    const backOffice = await context.app.inject({
      method: 'GET',
      url: '/api/business-service/v4/businesses/outlets',
      headers: bearer(paired.credential),
    });
    expect(backOffice.statusCode).toBe(401);
    const devices = await context.app.inject({
      method: 'GET',
      url: '/api/pos/v1/devices',
      headers: bearer(paired.credential),
    });
    expect(devices.statusCode).toBe(401);

    const before = await sendBatch(context.app, paired.credential, [
      completedOrder('2026-11-20T10:00:00+07:00'),
    ]);
    expect(before.statusCode).toBe(200);
    expect(before.json().accepted).toBe(1);

    const revoked = await context.app.inject({
      method: 'POST',
      url: `/api/pos/v1/devices/${paired.device.id}/revoke`,
      headers: bearer(owner),
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked_at).not.toBeNull();

    const after = await sendBatch(context.app, paired.credential, [
      completedOrder('2026-11-20T10:05:00+07:00'),
    ]);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'TOKEN_INVALID' });

    const forged = await sendBatch(context.app, 'posd_' + 'x'.repeat(43), [
      completedOrder('2026-11-20T10:05:00+07:00'),
    ]);
    expect(forged.statusCode).toBe(401);
    const userToken = await sendBatch(context.app, owner, [completedOrder('2026-11-20T10:05:00+07:00')]);
    expect(userToken.statusCode).toBe(401);
  });
});
