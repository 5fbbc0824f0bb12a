import type { SaveTaxBody, TaxDetail } from '@backoffice/contracts/taxes';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletsAndItemsKnown, taxDetail, withNameUniqueness, writeTaxLinks } from './tax-rules.js';
import { insertTax } from './taxes.repository.js';

/** The name rule is the unique index: no lock, and a name taken meanwhile is the name error. */
export function createTax(db: Database, caller: Caller, input: SaveTaxBody): Promise<TaxDetail> {
  return withNameUniqueness(() =>
    db.transaction(async (tx) => {
      await assertOutletsAndItemsKnown(tx, caller, input);
      const taxId = await insertTax(tx, caller, {
        name: input.name,
        rate: input.rate,
        isIncluded: input.is_included,
      });
      await writeTaxLinks(tx, caller, taxId, input);
      return taxDetail(tx, caller, taxId);
    }),
  );
}
