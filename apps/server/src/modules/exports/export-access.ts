import type { ExportFeatureName } from '@backoffice/contracts/exports';
import type { Caller } from '../../platform/auth/caller.js';
import type { PermissionKey } from '../../platform/permissions/permission-catalogue.js';

/**
 * What each kind of export needs of its caller (decision 0231): the screen it comes from. The transactions' exports
 * need Reports › Transactions; the Item list's needs that and the Item list's own (docs/spec-notes.md "Item import
 * and export"); a sales report's needs Reports › Sales. The routes only ask for a signed-in caller and leave the
 * decision here, because one history lists every kind.
 */
const NEEDS: Record<ExportFeatureName, readonly PermissionKey[]> = {
  'order-export-transaction': ['reports.transactions'],
  'order-export-item-detail': ['reports.transactions'],
  'order-export-cancelled': ['reports.transactions'],
  'order-export-void': ['reports.transactions'],
  items: ['reports.transactions', 'library.items'],
  'sales-report': ['reports.sales'],
};

export function mayExport(caller: Pick<Caller, 'permissions'>, feature: string): boolean {
  const needs = NEEDS[feature as ExportFeatureName] as readonly PermissionKey[] | undefined;
  return needs !== undefined && needs.every((key) => caller.permissions.has(key));
}

/** The kinds of export the caller may ask for and see in the history. */
export function exportableFeatures(caller: Pick<Caller, 'permissions'>): ExportFeatureName[] {
  return (Object.keys(NEEDS) as ExportFeatureName[]).filter((feature) => mayExport(caller, feature));
}

/** The permission to hear an export topic (`export:<feature>`); the bare kind is the transactions'. */
export function exportTopicPermission(topic: string): PermissionKey {
  const feature = topic.split(':')[1] as ExportFeatureName | undefined;
  return feature === 'sales-report' ? 'reports.sales' : 'reports.transactions';
}
