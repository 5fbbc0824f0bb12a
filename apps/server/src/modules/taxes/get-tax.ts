import type { TaxDetail } from '@backoffice/contracts/taxes';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { taxDetail } from './tax-rules.js';

export function getTax(db: Database, caller: Caller, taxId: number): Promise<TaxDetail> {
  return taxDetail(db, caller, taxId);
}
