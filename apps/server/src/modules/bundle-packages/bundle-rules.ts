import {
  type Bundle,
  BUNDLE_NAME_TAKEN,
  BUNDLE_SKU_TAKEN,
  bundleErrors,
  bundleMessages,
  bundleSaving,
  type BundleSummary,
  type SaveBundleBody,
} from '@backoffice/contracts/bundle-packages';
import type { FieldError } from '@backoffice/contracts/common/errors';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { type OutletReach, reachesOutlet } from '../../platform/auth/outlet-reach.js';
import { AppError } from '../../platform/errors/app-error.js';
import { mapUniqueViolations } from '../../platform/errors/unique-violation.js';
import {
  type BundleRow,
  type ComponentRow,
  findBundleById,
  findBundlesBeyondReach,
  findOutletIdsInBusiness,
  findVariantKinds,
} from './bundles.repository.js';

/** Rules every bundle operation shares: what a bundle may hold, where it may be sold, its errors. */

type Business = Pick<Caller, 'businessId'>;

export function bundleNotFound(): AppError {
  return AppError.platform('NOT_FOUND', bundleMessages.notFound);
}

export async function findBundleOrFail(
  db: Queryable,
  business: Business,
  bundleId: number,
  options: { forUpdate?: boolean } = {},
) {
  const row = await findBundleById(db, business, bundleId, options);
  if (!row) throw bundleNotFound();
  return row;
}

/**
 * Each content must be a variant of a plain item of the business: another business's variant reads as one that
 * does not exist, and a bundle's variant (which includes the bundle itself) is refused, so a bundle never holds a
 * bundle. Each offending entry is named (`body.components.2.variant_id`) and nothing is written.
 */
export async function assertComponentsAllowed(
  db: Queryable,
  business: Business,
  components: SaveBundleBody['components'],
): Promise<void> {
  const kinds = await findVariantKinds(
    db,
    business,
    components.map((component) => component.variant_id),
  );
  const errors: FieldError[] = [];
  components.forEach((component, index) => {
    const kind = kinds.get(component.variant_id);
    if (kind === 'item') return;
    errors.push({
      field: `body.components.${index}.variant_id`,
      message: kind === 'bundle' ? bundleMessages.componentNotItem : bundleMessages.componentNotFound,
    });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/** Every outlet named must be the business's and within the caller's reach (decision 0011). */
export async function assertOutletsInReach(
  db: Queryable,
  caller: Business & OutletReach,
  outletIds: readonly number[],
): Promise<void> {
  const known = await findOutletIdsInBusiness(db, caller, [...new Set(outletIds)]);
  const errors: FieldError[] = [];
  outletIds.forEach((id, index) => {
    if (!known.has(id) || !reachesOutlet(caller, id))
      errors.push({ field: `body.outlet_ids.${index}`, message: bundleMessages.outletNotInBusiness });
  });
  const [first, ...rest] = errors;
  if (first) throw AppError.invalidFields([first, ...rest]);
}

/**
 * A bundle also sold at outlets beyond the caller's reach is read-only to them: its price is those outlets' too.
 * The one rule behind the refusal and each row's `can_edit`.
 */
export async function editableBundles(
  db: Queryable,
  caller: Business & OutletReach,
  bundleIds: number[],
): Promise<(bundleId: number) => boolean> {
  const beyond = await findBundlesBeyondReach(db, caller, bundleIds);
  return (bundleId) => !beyond.has(bundleId);
}

export async function assertBundleWithinReach(
  db: Queryable,
  caller: Business & OutletReach,
  bundleId: number,
): Promise<void> {
  const canEdit = await editableBundles(db, caller, [bundleId]);
  if (!canEdit(bundleId)) throw AppError.platform('FORBIDDEN', bundleMessages.sharedBeyondReach);
}

export function toBundleSummary(
  row: BundleRow & { outletIds: number[]; contentsPrice: number; componentCount: number },
  canEdit: boolean,
): BundleSummary {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.price,
    contents_price: row.contentsPrice,
    saving: row.contentsPrice - row.price,
    component_count: row.componentCount,
    outlet_ids: row.outletIds,
    can_edit: canEdit,
  };
}

export function toBundle(
  row: BundleRow & { outletIds: number[] },
  components: ComponentRow[],
  canEdit: boolean,
): Bundle {
  const contents = components.map((component) => ({
    variant_id: component.variantId,
    item_id: component.itemId,
    item_name: component.itemName,
    variant_name: component.variantName,
    price: component.price,
    quantity: component.quantity,
  }));
  const { contents_price, saving } = bundleSaving(row.price, contents);
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    price: row.price,
    contents_price,
    saving,
    component_count: contents.length,
    outlet_ids: row.outletIds,
    can_edit: canEdit,
    components: contents,
  };
}

/**
 * The unique indexes are the rules: a name shared with any item of the business (`items_business_name_uq`), a
 * SKU shared with any variant (`item_variants_business_sku_uq`); of concurrent writes the database lets one commit
 * and refuses the others, which the client sees as the field's error (decision 0026).
 */
export function withBundleUniqueness<T>(work: () => Promise<T>): Promise<T> {
  return mapUniqueViolations(work, {
    items_business_name_uq: () => AppError.domain(bundleErrors, BUNDLE_NAME_TAKEN, 'body.name'),
    item_variants_business_sku_uq: () => AppError.domain(bundleErrors, BUNDLE_SKU_TAKEN, 'body.sku'),
  });
}
