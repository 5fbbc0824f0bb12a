import {
  POS_CATALOGUE_KINDS,
  type PosCatalogue,
  type PosCatalogueDeleted,
} from '@backoffice/contracts/pos-catalogue';
import type { Database } from '../../db/database.js';
import type { DeviceCaller } from '../../platform/auth/device.repository.js';
import { type EntityFilters, readCatalogueEntities } from './pos-catalogue-entities.repository.js';
import { readCatalogueVersion, readChangesSince, readPosCatalogueLists } from './pos-catalogue.repository.js';

/** The answer's lists by the kinds the catalogue triggers record (decision 0150). */
const KIND_OF: Record<(typeof POS_CATALOGUE_KINDS)[number], string> = {
  items: 'item',
  categories: 'category',
  modifiers: 'modifier',
  taxes: 'tax',
  gratuities: 'gratuity',
  sales_types: 'sales_type',
  promos: 'promo',
  discounts: 'discount',
};

const idOf = (entity: { id: number } | { item_id: number }) => ('id' in entity ? entity.id : entity.item_id);

/**
 * A device's catalogue (decision 0175): the whole of it, or, given the version the device holds, the entities that
 * changed above it — each sent whole — and the ids of those changed that are gone or no longer offered at the
 * device's outlet. The version, the changes and the entities are read in one REPEATABLE READ snapshot, so a change
 * committed while this reads is either all in the answer or all above its version. A `since` of 0, or above the
 * business's version (a device that synced with a database since restored), answers the whole catalogue with
 * `full: true`, which the device takes as "replace everything".
 */
export async function readPosCatalogue(
  db: Database,
  device: DeviceCaller,
  since: number | undefined,
): Promise<PosCatalogue> {
  const place = { businessId: device.businessId, outletId: device.outletId };
  return db.transaction(
    async (tx) => {
      const version = await readCatalogueVersion(tx, device.businessId);
      const full = since === undefined || since === 0 || since > version;
      const changes = full ? null : await readChangesSince(tx, device.businessId, since);
      const filters = Object.fromEntries(
        POS_CATALOGUE_KINDS.map((kind) => [kind, changes ? (changes.get(KIND_OF[kind]) ?? []) : 'all']),
      ) as EntityFilters;
      const entities = await readCatalogueEntities(tx, place, filters);
      const deleted = Object.fromEntries(
        POS_CATALOGUE_KINDS.map((kind) => {
          const sent = new Set<number>(entities[kind].map(idOf));
          const changed = changes?.get(KIND_OF[kind]) ?? [];
          return [kind, changed.filter((id) => !sent.has(id))];
        }),
      ) as PosCatalogueDeleted;
      const lists = await readPosCatalogueLists(tx, device);
      return { version, full, deleted, ...entities, ...lists };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
