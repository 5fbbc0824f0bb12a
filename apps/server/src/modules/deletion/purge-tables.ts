import type { DatabaseHandle } from '../../db/database.js';

/**
 * What the purge keeps of a business (decision 0086): the ticket (who asked, when, when the data went) and the
 * invoices the law keeps, anonymised; the `businesses` row stays as their anchor (it has no `business_id`). Their
 * numbers' routes stay with them (decision 0107); the purge removes the other routes itself. The business's caller
 * counter stays too: it holds nothing of anyone, and the purge's own deletions raise it at commit (decision 0140),
 * which is what ends the purged people's cached sessions on every instance. The catalogue's version and change
 * list stay for the same reason (decision 0150): the purge's deletions write them at commit, and they hold only
 * numbers and kinds.
 */
export const KEPT_TABLES: readonly string[] = [
  'business_deletion_tickets',
  'billing_invoices',
  'tenant_routes',
  'caller_versions',
  'catalogue_versions',
  'catalogue_changes',
];

/**
 * Every table of the public schema with a `business_id` column, ordered so that a table is emptied before any
 * table it references (children first): found from the catalogue each time, so a table added later is purged
 * without anyone remembering to list it.
 */
export async function tenantTablesInPurgeOrder(database: DatabaseHandle): Promise<string[]> {
  const { rows: tableRows } = await database.executeSql(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'business_id'
      order by table_name`,
  );
  const tables = tableRows.map((row) => String(row.table_name));
  const { rows: edgeRows } = await database.executeSql(
    `select child.relname as child, parent.relname as parent
       from pg_constraint c
       join pg_class child on child.oid = c.conrelid
       join pg_class parent on parent.oid = c.confrelid
       join pg_namespace n on n.oid = child.relnamespace
      where c.contype = 'f' and n.nspname = 'public' and child.relname <> parent.relname`,
  );
  const parentsOf = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  for (const row of edgeRows) {
    const child = String(row.child);
    const parent = String(row.parent);
    if (parentsOf.has(child) && parentsOf.has(parent)) parentsOf.get(child)!.add(parent);
  }
  // Children first: a table is placed once every table referencing it has been placed.
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table) &&
        tables.every((other) => placed.has(other) || other === table || !parentsOf.get(other)!.has(table)),
    );
    if (!next) throw new Error('the tenant tables reference each other in a cycle; the purge needs an order');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}
