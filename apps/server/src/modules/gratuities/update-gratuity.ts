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
import { updateGratuityRow } from './gratuities.repository.js';

/** The panel sends the whole service charge, which replaces it; its row is locked for the edit. */
export function updateGratuity(
  db: Database,
  caller: Caller,
  gratuityId: number,
  input: SaveGratuityBody,
): Promise<Gratuity> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await findGratuityOrFail(tx, caller, gratuityId, { forUpdate: true });
      await assertOutletsAndSalesTypesKnown(tx, caller, input);
      await updateGratuityRow(tx, caller, gratuityId, { name: input.name, rate: input.rate });
      await writeGratuityLinks(tx, caller, gratuityId, input);
      return toGratuity(await findGratuityOrFail(tx, caller, gratuityId));
    }),
  );
}
