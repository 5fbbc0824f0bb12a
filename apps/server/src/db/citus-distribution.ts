import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import {
  COORDINATOR_LOCAL_TABLES,
  PENDING_GLOBAL_UNIQUE_INDEXES,
  REFERENCE_TABLES,
  TENANT_ROOT,
} from './schema/distribution.js';

export type Placement = 'root' | 'reference' | 'local' | 'tenant';

export interface TablePlacement {
  name: string;
  placement: Placement;
  /** The tables this one references (other than itself), by name. */
  references: string[];
}

const TENANT_KEY = 'business_id';

/** Every table of the Drizzle schema, by name. */
export function schemaTables(tables: Record<string, unknown> = schema): Map<string, PgTable> {
  const byName = new Map<string, PgTable>();
  for (const value of Object.values(tables)) {
    if (is(value, PgTable)) byName.set(getTableConfig(value).name, value);
  }
  return byName;
}

function placementOf(name: string): Placement {
  if (name === TENANT_ROOT.table) return 'root';
  if (Object.hasOwn(REFERENCE_TABLES, name)) return 'reference';
  if (Object.hasOwn(COORDINATOR_LOCAL_TABLES, name)) return 'local';
  return 'tenant';
}

export function placements(tables: Map<string, PgTable> = schemaTables()): TablePlacement[] {
  return [...tables.entries()]
    .map(([name, table]) => ({
      name,
      placement: placementOf(name),
      references: [
        ...new Set(
          getTableConfig(table)
            .foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name)
            .filter((target) => target !== name),
        ),
      ],
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What keeps a table from being placed as classified (empty: nothing). A tenant table needs `business_id`, a
 * primary key and unique indexes that contain it, and references to other tenant tables that name it on both
 * sides; a table of another kind may only reference tables that every node (reference) or the coordinator (local)
 * has.
 */
export function readinessProblems(tables: Map<string, PgTable> = schemaTables()): string[] {
  const problems: string[] = [];
  const kindOf = new Map(placements(tables).map((p) => [p.name, p.placement]));
  for (const name of [...Object.keys(REFERENCE_TABLES), ...Object.keys(COORDINATOR_LOCAL_TABLES)]) {
    if (!tables.has(name)) problems.push(`${name}: classified in distribution.ts but not in the schema`);
  }
  const pendingSeen = new Set<string>();
  for (const [name, table] of tables) {
    const config = getTableConfig(table);
    const kind = kindOf.get(name)!;
    const key = kind === 'root' ? TENANT_ROOT.column : TENANT_KEY;
    for (const fk of config.foreignKeys) {
      const ref = fk.reference();
      const target = getTableConfig(ref.foreignTable).name;
      const targetKind = kindOf.get(target)!;
      if (target === name) continue;
      const allowed: Record<Placement, Placement[]> = {
        reference: ['reference'],
        local: ['reference', 'local'],
        root: ['reference'],
        tenant: ['reference', 'root', 'tenant'],
      };
      if (!allowed[kind].includes(targetKind)) {
        problems.push(`${name}: a ${kind} table references ${target} (${targetKind}) in ${fk.getName()}`);
        continue;
      }
      if (kind === 'tenant' && targetKind !== 'reference') {
        const targetKey = targetKind === 'root' ? TENANT_ROOT.column : TENANT_KEY;
        const pairs = ref.columns.map((column, i) => [column.name, ref.foreignColumns[i]!.name]);
        if (!pairs.some(([from, to]) => from === TENANT_KEY && to === targetKey)) {
          problems.push(
            `${name}: ${fk.getName()} to ${target} does not pair ${TENANT_KEY} with ${targetKey}`,
          );
        }
      }
    }
    if (kind !== 'tenant' && kind !== 'root') continue;
    if (!config.columns.some((column) => column.name === key)) {
      problems.push(
        `${name}: no ${TENANT_KEY} column (a tenant table, as it is not classified in distribution.ts)`,
      );
      continue;
    }
    const primary = [
      ...config.columns.filter((column) => column.primary).map((column) => [column.name]),
      ...config.primaryKeys.map((pk) => pk.columns.map((column) => column.name)),
    ];
    if (primary.length === 0) problems.push(`${name}: no primary key`);
    for (const columns of primary) {
      if (!columns.includes(key))
        problems.push(`${name}: primary key (${columns.join(', ')}) without ${key}`);
    }
    const uniques: [string, string[]][] = [
      ...config.columns
        .filter((column) => column.isUnique)
        .map((column): [string, string[]] => [column.uniqueName ?? column.name, [column.name]]),
      ...config.uniqueConstraints.map((u): [string, string[]] => [
        u.getName() ?? '(unnamed)',
        u.columns.map((column) => column.name),
      ]),
      ...config.indexes
        .filter((index) => index.config.unique)
        .map((index): [string, string[]] => [
          index.config.name ?? '(unnamed)',
          index.config.columns.map((column) =>
            'name' in column && typeof column.name === 'string' ? column.name : '',
          ),
        ]),
    ];
    for (const [uniqueName, columns] of uniques) {
      if (columns.includes(key)) continue;
      if (Object.hasOwn(PENDING_GLOBAL_UNIQUE_INDEXES, uniqueName)) {
        pendingSeen.add(uniqueName);
        continue;
      }
      problems.push(`${name}: unique index ${uniqueName} without ${key}`);
    }
  }
  for (const uniqueName of Object.keys(PENDING_GLOBAL_UNIQUE_INDEXES)) {
    if (!pendingSeen.has(uniqueName))
      problems.push(`${uniqueName}: listed as pending but no such global index`);
  }
  return problems;
}

/** Tables in an order where each comes after the tables it references (cycles are not expected: an error). */
function parentsFirst(tables: TablePlacement[]): TablePlacement[] {
  const ordered: TablePlacement[] = [];
  const placed = new Set<string>();
  const names = new Set(tables.map((t) => t.name));
  while (ordered.length < tables.length) {
    const next = tables.find(
      (t) => !placed.has(t.name) && t.references.every((target) => placed.has(target) || !names.has(target)),
    );
    if (!next) throw new Error('the tables reference each other in a cycle; no distribution order exists');
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** The global unique indexes still in the way, named at the top of the script so nobody runs it unaware. */
function pendingLines(): string[] {
  const pending = Object.entries(PENDING_GLOBAL_UNIQUE_INDEXES);
  if (pending.length === 0) return [];
  return [
    '--',
    '-- Citus refuses to distribute a table with these global unique indexes until their keys move to',
    '-- tenant_routes like the others (decision 0107):',
    ...pending.map(([index, reason]) => `--   ${index}: ${reason}`),
  ];
}

const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

/**
 * The Citus statements for a database migrated by this version: reference tables first (tenant rows reference
 * them), the coordinator-local tables, then the tenant root and every tenant table colocated with it, each after the
 * tables it references. Generated from the schema, so a new table is in it without anyone listing it.
 */
export function citusDistributionScript(tables: Map<string, PgTable> = schemaTables()): string {
  const all = placements(tables);
  const ofKind = (kind: Placement) => all.filter((t) => t.placement === kind);
  const lines = [
    '-- Generated by `npm run ops -- citus-script` from the schema (decision 0107). Run on the coordinator, once,',
    '-- on a database migrated by the same version, before any business writes.',
    ...pendingLines(),
    '',
    '-- Global tables, copied to every node.',
    ...parentsFirst(ofKind('reference')).map(
      (t) => `SELECT create_reference_table(${literal(t.name)}); -- ${REFERENCE_TABLES[t.name]}`,
    ),
    '',
    '-- Platform tables kept on the coordinator.',
    ...parentsFirst(ofKind('local')).map(
      (t) =>
        `SELECT citus_add_local_table_to_metadata(${literal(t.name)}); -- ${COORDINATOR_LOCAL_TABLES[t.name]}`,
    ),
    '',
    '-- The tenant root, then every tenant table in its colocation group: a business’s rows share a node.',
    `SELECT create_distributed_table(${literal(TENANT_ROOT.table)}, ${literal(TENANT_ROOT.column)});`,
    ...parentsFirst(ofKind('tenant')).map(
      (t) =>
        `SELECT create_distributed_table(${literal(t.name)}, ${literal(TENANT_KEY)}, colocate_with => ${literal(TENANT_ROOT.table)});`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
