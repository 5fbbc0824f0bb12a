import type { SaveTaxBody, TaxDetail } from '@backoffice/contracts/taxes';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import {
  assertOutletsAndItemsKnown,
  findTaxOrFail,
  taxDetail,
  withNameUniqueness,
  writeTaxLinks,
} from './tax-rules.js';
import { updateTaxRow } from './taxes.repository.js';

/**
 * The panel sends the whole Tax (name, rate, outlets, items), which replaces it. Its row is locked from the lookup
 * on, so of two edits the second waits and then applies in full; the name rule is the unique index.
 */
export function updateTax(
  db: Database,
  caller: Caller,
  taxId: number,
  input: SaveTaxBody,
): Promise<TaxDetail> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await findTaxOrFail(tx, caller, taxId, { forUpdate: true });
      await assertOutletsAndItemsKnown(tx, caller, input);
      await updateTaxRow(tx, caller, taxId, {
        name: input.name,
        rate: input.rate,
        isIncluded: input.is_included,
      });
      await writeTaxLinks(tx, caller, taxId, input);
      return taxDetail(tx, caller, taxId);
    }),
  );
}
