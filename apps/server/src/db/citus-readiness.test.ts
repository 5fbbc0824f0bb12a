import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  citusDistributionScript,
  placements,
  readinessProblems,
  schemaTables,
} from './citus-distribution.js';
import * as schema from './schema/index.js';
import { COORDINATOR_LOCAL_TABLES, REFERENCE_TABLES, TENANT_ROOT } from './schema/distribution.js';
import { businessId } from './schema/tenant-key.js';

/**
 * Decision 0107: every table is either a tenant table a distribution by business accepts, or named in
 * `db/schema/distribution.ts` with its reason. A new table that is neither fails here, not on the day of the move.
 */
describe('Citus readiness of the schema', () => {
  it('has every table placed: tenant tables keyed, unique and referenced by business', () => {
    expect(readinessProblems()).toEqual([]);
  });

  it('gives a reason for every reference and coordinator-local table', () => {
    for (const reason of [...Object.values(REFERENCE_TABLES), ...Object.values(COORDINATOR_LOCAL_TABLES)]) {
      expect(reason.trim().length).toBeGreaterThan(10);
    }
  });

  // The same check run on the schema plus one more table, as a change would add it.
  const withTable = (extra: Record<string, unknown>) =>
    readinessProblems(schemaTables({ ...schema, ...extra }));

  it('refuses a table without business_id that distribution.ts does not name', () => {
    const stray = pgTable('stray_lookups', { code: text('code').primaryKey(), label: text('label') });
    expect(withTable({ stray })).toEqual([
      'stray_lookups: no business_id column (a tenant table, as it is not classified in distribution.ts)',
    ]);
  });

  it('refuses a tenant table whose key or a unique index leaves business_id out', () => {
    const notes = pgTable(
      'stray_notes',
      {
        businessId: businessId(),
        id: integer('id').notNull(),
        code: text('code').notNull(),
        ownerId: integer('owner_id'),
      },
      (t) => [
        primaryKey({ columns: [t.id] }),
        uniqueIndex('stray_notes_code_uq').on(t.code),
        uniqueIndex('stray_notes_lower_code_uq').on(t.businessId, sql`lower(${t.code})`),
      ],
    );
    expect(withTable({ notes })).toEqual([
      'stray_notes: primary key (id) without business_id',
      'stray_notes: unique index stray_notes_code_uq without business_id',
    ]);
  });

  it('refuses a reference to a tenant row that does not name its business', () => {
    const links = pgTable(
      'stray_links',
      {
        businessId: businessId(),
        outletId: integer('outlet_id').references(() => schema.outlets.id),
      },
      (t) => [primaryKey({ columns: [t.businessId, t.outletId] })],
    );
    expect(withTable({ links })).toEqual([
      'stray_links: stray_links_outlet_id_outlets_id_fk to outlets does not pair business_id with business_id',
    ]);
  });
});

describe('the generated Citus script', () => {
  const script = citusDistributionScript();
  const statements = script.split('\n').filter((line) => line.startsWith('SELECT '));
  const named = statements.map((line) => /^SELECT \w+\('([a-z_]+)'/.exec(line)![1]!);

  it('names every table of the schema exactly once', () => {
    expect([...named].sort()).toEqual([...schemaTables().keys()].sort());
    expect(new Set(named).size).toBe(named.length);
  });

  it('places reference tables first, then the tenant root, then each table after the tables it references', () => {
    const kinds = new Map(placements().map((t) => [t.name, t]));
    const firstDistributed = statements.findIndex((line) => line.includes('create_distributed_table'));
    expect(statements[firstDistributed]).toBe(
      `SELECT create_distributed_table('${TENANT_ROOT.table}', 'id');`,
    );
    for (const [i, name] of named.entries()) {
      const table = kinds.get(name)!;
      if (table.placement === 'reference') expect(i).toBeLessThan(firstDistributed);
      if (table.placement === 'tenant') {
        expect(statements[i]).toBe(
          `SELECT create_distributed_table('${name}', 'business_id', colocate_with => 'businesses');`,
        );
      }
      for (const target of table.references) expect(named.indexOf(target)).toBeLessThan(i);
    }
  });
});
