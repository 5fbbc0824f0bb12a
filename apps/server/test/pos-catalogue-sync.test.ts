import { beforeAll, describe, expect, it } from 'vitest';
import {
  POS_CATALOGUE_KINDS,
  type PosCatalogue,
  type PosCatalogueEntities,
} from '@backoffice/contracts/pos-catalogue';
import { bearer, signIn } from './identity-fixtures.js';
import { randomEdits, seeded } from './pos-catalogue-edits.js';
import { pairDevice } from './pos-fixtures.js';
import { useTestApp } from './test-context.js';

type Held = { version: number; entities: PosCatalogueEntities };

const idOf = (entity: { id: number } | { item_id: number }) => ('id' in entity ? entity.id : entity.item_id);

/** What a device holds, in a form two holdings compare by: each kind's entities by id. */
function holdingOf(entities: PosCatalogueEntities) {
  return Object.fromEntries(
    POS_CATALOGUE_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        (entities[kind] as ({ id: number } | { item_id: number })[]).map((e) => [idOf(e), e]),
      ),
    ]),
  );
}

/** A device applying a `since` answer: drop the deleted ids, replace or add the entities sent. */
function apply(held: PosCatalogueEntities, answer: PosCatalogue): PosCatalogueEntities {
  if (answer.full) return entitiesOf(answer);
  const next = {} as Record<string, unknown[]>;
  for (const kind of POS_CATALOGUE_KINDS) {
    const sent = answer[kind] as ({ id: number } | { item_id: number })[];
    const replaced = new Set([...answer.deleted[kind], ...sent.map(idOf)]);
    next[kind] = [
      ...(held[kind] as ({ id: number } | { item_id: number })[]).filter((e) => !replaced.has(idOf(e))),
      ...sent,
    ];
  }
  return next as unknown as PosCatalogueEntities;
}

function entitiesOf(answer: PosCatalogue): PosCatalogueEntities {
  return Object.fromEntries(POS_CATALOGUE_KINDS.map((kind) => [kind, answer[kind]])) as PosCatalogueEntities;
}

describe('device catalogue: since a version, only what changed and what was deleted', () => {
  const context = useTestApp();
  let credential: string;
  let credentialB: string;

  const catalogue = async (since?: number | string, token = credential) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/pos/v1/catalogue${since === undefined ? '' : `?since=${since}`}`,
      headers: bearer(token),
    });
    return response;
  };
  const catalogueOk = async (since?: number) => {
    const response = await catalogue(since);
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return response.json<PosCatalogue>();
  };

  beforeAll(async () => {
    const owner = (await signIn(context.app, context.fx.a.owner.email)).access_token;
    credential = (await pairDevice(context.app, owner, context.fx.a.outletIds[0]!)).credential;
    const ownerB = (await signIn(context.app, context.fx.b.owner.email)).access_token;
    credentialB = (await pairDevice(context.app, ownerB, context.fx.b.outletIds[0]!)).credential;
  });

  it('applying each since answer to what the device held always equals the whole catalogue (random edits)', async () => {
    for (const seed of [29, 175, 2026]) {
      const random = seeded(seed);
      const scene = {
        db: context.database.db,
        businessId: context.fx.a.id,
        outletIds: [...context.fx.a.outletIds],
        random,
        serial: { n: seed * 1000 },
      };
      const first = await catalogueOk();
      expect(first.full).toBe(true);
      // Every version the device has held, to ask from any of them, not only the last.
      const history: Held[] = [{ version: first.version, entities: entitiesOf(first) }];
      for (let step = 0; step < 30; step++) {
        const names = await randomEdits(scene);
        const whole = await catalogueOk();
        const from = random() < 0.7 ? history.at(-1)! : history[Math.floor(random() * history.length)]!;
        const answer = await catalogueOk(from.version);
        expect(answer.version, `seed ${seed} step ${step}`).toBe(whole.version);
        expect(answer.full, `seed ${seed} step ${step}`).toBe(from.version === 0);
        expect(
          holdingOf(apply(from.entities, answer)),
          `seed ${seed} step ${step} (${names.join(', ')}) since ${from.version}`,
        ).toEqual(holdingOf(entitiesOf(whole)));
        history.push({ version: whole.version, entities: entitiesOf(whole) });
      }
      // The edits reached every kind the answer holds.
      const last = await catalogueOk();
      expect(last.version).toBeGreaterThan(first.version);
    }
  }, 120_000);

  it('answers nothing changed at the current version, a whole catalogue above it, and 400 for a malformed one', async () => {
    const whole = await catalogueOk();
    const same = await catalogueOk(whole.version);
    expect(same).toMatchObject({ version: whole.version, full: false, items: [], taxes: [], modifiers: [] });
    expect(Object.values(same.deleted).flat()).toEqual([]);
    // The outlet, payment methods and customers come whole every time.
    expect(same.outlet).toEqual(whole.outlet);
    expect(same.payment_methods).toEqual(whole.payment_methods);

    const ahead = await catalogueOk(whole.version + 5);
    expect(ahead.full).toBe(true);
    expect(holdingOf(entitiesOf(ahead))).toEqual(holdingOf(entitiesOf(whole)));

    for (const bad of ['abc', '-1', '1.5', '', '9999999999999999']) {
      const response = await catalogue(bad);
      expect(response.statusCode, `since=${bad}`).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ field: 'querystring.since' }] });
    }
  });

  it('another business’s changes never reach the device, and its own never reach the other', async () => {
    const before = await catalogueOk();
    const otherBefore = (await catalogue(undefined, credentialB)).json<PosCatalogue>();
    const random = seeded(7);
    for (let i = 0; i < 5; i++) {
      await randomEdits({
        db: context.database.db,
        businessId: context.fx.b.id,
        outletIds: [...context.fx.b.outletIds],
        random,
        serial: { n: 900_000 + i * 10 },
      });
    }
    const after = await catalogueOk(before.version);
    expect(after.version).toBe(before.version);
    expect(POS_CATALOGUE_KINDS.map((kind) => after[kind].length)).toEqual(POS_CATALOGUE_KINDS.map(() => 0));
    const other = (await catalogue(otherBefore.version, credentialB)).json<PosCatalogue>();
    expect(other.version).toBeGreaterThan(otherBefore.version);
  });
});
