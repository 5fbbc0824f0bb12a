import type { Gratuity } from '@backoffice/contracts/gratuities';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findGratuityOrFail, toGratuity } from './gratuity-rules.js';

export async function getGratuity(db: Database, caller: Caller, gratuityId: number): Promise<Gratuity> {
  return toGratuity(await findGratuityOrFail(db, caller, gratuityId));
}
