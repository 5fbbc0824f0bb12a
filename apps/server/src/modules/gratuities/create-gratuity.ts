import type { Gratuity, SaveGratuityBody } from '@backoffice/contracts/gratuities';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertOutletsAndSalesTypesKnown,
  findGratuityOrFail,
  toGratuity,
  withNameUniqueness,
  writeGratuityLinks,
} from './gratuity-rules.js';
import { insertGratuity } from './gratuities.repository.js';

/** The name rule is the unique index: no lock, and a name taken meanwhile is the name error. */
export function createGratuity(db: Database, caller: Caller, input: SaveGratuityBody): Promise<Gratuity> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsAndSalesTypesKnown(tx, caller, input);
      const gratuityId = await insertGratuity(tx, caller, { name: input.name, rate: input.rate });
      await writeGratuityLinks(tx, caller, gratuityId, input);
      return toGratuity(await findGratuityOrFail(tx, caller, gratuityId));
    }),
  );
}
