import type { Brand } from '@backoffice/contracts/brands';
import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { assertOutletReachable, brandNotFound, toBrands } from './brand-rules.js';
import { findBrandAtOutlet } from './brands.repository.js';

export async function getBrand(
  db: Database,
  caller: Caller,
  key: { brand: number; outlet: number },
): Promise<Brand> {
  await assertOutletReachable(db, caller, key.outlet, 'params.outlet');
  const row = await findBrandAtOutlet(db, caller, key.brand, key.outlet);
  if (!row) throw brandNotFound();
  const [brand] = await toBrands(db, caller, [row], key.outlet);
  return brand!;
}
