import type { SalesType } from '@backoffice/contracts/sales-types';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { readSalesType } from './sales-type-rules.js';

export function getSalesType(db: Database, caller: Caller, id: number): Promise<SalesType> {
  return readSalesType(db, caller, id);
}
