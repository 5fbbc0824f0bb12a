import type { Business } from '@backoffice/contracts/business';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { foundInBusiness } from '../../platform/auth/tenant-scope.js';
import { toBusiness } from './business-dto.js';
import { findOwnBusiness } from './business.repository.js';

/** Any user of the business reads it; another business's id answers like one that does not exist. */
export async function getBusiness(db: Database, caller: Caller, id: number): Promise<Business> {
  const row = foundInBusiness(await findOwnBusiness(db, caller, id));
  return toBusiness(row, new Date());
}
