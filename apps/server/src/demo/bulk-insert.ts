import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.js';

/** The PostgreSQL types a bulk column can carry; json and timestamps travel as text and are cast on the server. */
export type BulkColumnType =
  'int2' | 'int4' | 'int8' | 'numeric' | 'bool' | 'text' | 'jsonb' | 'timestamptz' | 'date';

export type BulkValue = number | string | boolean | null;

export interface BulkColumn {
  name: string;
  type: BulkColumnType;
}

// Arrays go over the wire as text[] (or a numeric array) so both drivers serialize them the same way; jsonb,
// timestamptz and date are cast per element in the SELECT, which keeps PGlite's parameter handling out of json
// encoding.
const arrayType: Record<BulkColumnType, string> = {
  int2: 'int2[]',
  int4: 'int4[]',
  int8: 'int8[]',
  numeric: 'numeric[]',
  bool: 'bool[]',
  text: 'text[]',
  jsonb: 'text[]',
  timestamptz: 'text[]',
  date: 'text[]',
};

/**
 * Column-oriented buffer for one table: rows are appended column by column and written with one
 * `INSERT … SELECT FROM unnest($1::…[], $2::…[], …)` per batch — one round trip for thousands of rows, on
 * PGlite and node-postgres alike.
 */
export class BulkTable {
  readonly columns: readonly BulkColumn[];
  private data: BulkValue[][];
  rowCount = 0;

  constructor(
    readonly table: string,
    columns: readonly BulkColumn[],
  ) {
    this.columns = columns;
    this.data = columns.map(() => []);
  }

  /** Values in the order of `columns`. */
  push(...values: BulkValue[]): void {
    if (values.length !== this.columns.length) {
      throw new Error(`${this.table}: expected ${this.columns.length} values, got ${values.length}`);
    }
    for (let i = 0; i < values.length; i++) (this.data[i] as BulkValue[]).push(values[i] as BulkValue);
    this.rowCount++;
  }

  /** Takes the buffered rows out, leaving the buffer empty. */
  drain(): BulkValue[][] {
    const taken = this.data;
    this.data = this.columns.map(() => []);
    this.rowCount = 0;
    return taken;
  }
}

export async function insertColumns(
  db: Queryable,
  table: string,
  columns: readonly BulkColumn[],
  data: BulkValue[][],
  batchSize = 5000,
): Promise<void> {
  const total = data[0]?.length ?? 0;
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const selected = columns
    .map((c, i) =>
      c.type === 'jsonb' || c.type === 'timestamptz' || c.type === 'date' ? `c${i}::${c.type}` : `c${i}`,
    )
    .join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  for (let start = 0; start < total; start += batchSize) {
    const end = Math.min(total, start + batchSize);
    const chunks = [sql.raw(`insert into "${table}" (${names}) select ${selected} from unnest(`)];
    columns.forEach((column, i) => {
      if (i > 0) chunks.push(sql.raw(', '));
      const slice = (data[i] as BulkValue[]).slice(start, end);
      chunks.push(sql`${sql.param(slice)}`, sql.raw(`::${arrayType[column.type]}`));
    });
    chunks.push(sql.raw(`) as u(${aliases})`));
    await db.execute(sql.join(chunks));
  }
}

export async function flushTable(db: Queryable, buffer: BulkTable, batchSize?: number): Promise<void> {
  if (buffer.rowCount === 0) return;
  await insertColumns(db, buffer.table, buffer.columns, buffer.drain(), batchSize);
}

/** Rows of a raw query; both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
