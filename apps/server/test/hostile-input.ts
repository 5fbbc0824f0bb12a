import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import type { RouteRecord } from '../src/platform/auth/access-control.js';

/**
 * A bounded fuzz of every registered /api route: for each field of its request contract (query, body, path), a
 * request that is valid except for that one field, which carries a hostile value. The rest being valid matters:
 * a hostile value only proves something when it reaches the handler and the database.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  default?: unknown;
};

export interface HostileRequest {
  label: string;
  request: InjectOptions;
}

const BIG_IDS = ['99999999999999999999', '2147483648', '9007199254740993'];
const HUGE = 'x'.repeat(100_000);
/** A cursor that is valid base64url JSON whose key carries a NUL once decoded. */
const NUL_CURSOR = Buffer.from(JSON.stringify({ k: 'a\0b' })).toString('base64url');

function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function kind(schema: JsonSchema): string {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) {
    const first = alternatives.find((candidate) => candidate.type !== 'null') ?? alternatives[0]!;
    return kind(first);
  }
  if (schema.enum || schema.const !== undefined) return 'enum';
  return [schema.type ?? 'string'].flat().find((type) => type !== 'null') ?? 'string';
}

function unwrap(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  return alternatives
    ? unwrap(alternatives.find((candidate) => candidate.type !== 'null') ?? schema)
    : schema;
}

/** A value that passes the schema, built from its JSON Schema. */
export function validSample(schema: JsonSchema): unknown {
  const plain = unwrap(schema);
  if (plain.const !== undefined) return plain.const;
  if (plain.enum) return plain.enum[0];
  switch (kind(plain)) {
    case 'integer':
    case 'number':
      return Math.max(1, plain.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return plain.items ? [validSample(plain.items)] : [];
    case 'object':
      // Required fields only: an optional one given a made-up value (a cursor) would be refused on its own.
      return Object.fromEntries(
        Object.entries(plain.properties ?? {})
          .filter(([key]) => plain.required?.includes(key))
          .map(([key, value]) => [key, validSample(value)]),
      );
    default:
      if (plain.format === 'email') return 'fuzz@fuzz.test';
      if (plain.pattern?.includes('\\d{6}')) return '123456';
      // Date-times of the transactions filters: local, or with an offset.
      if (plain.pattern?.includes('T(\\d{2})')) {
        return plain.pattern.includes('Z') ? '2024-01-01T00:00:00+07:00' : '2024-01-01T00:00:00';
      }
      return 'fuzz';
  }
}

/** Hostile replacements for one field; `raw` values are spliced into the JSON text as they are. */
function hostileValues(
  schema: JsonSchema,
  where: 'body' | 'query' | 'path',
): { name: string; value: unknown; raw?: string }[] {
  const plain = unwrap(schema);
  const type = kind(plain);
  const values: { name: string; value: unknown; raw?: string }[] = [
    { name: 'NUL in text', value: 'fu\0zz' },
    { name: 'huge text', value: HUGE },
    { name: 'id out of range', value: BIG_IDS[1] },
  ];
  if (where === 'query' || where === 'path') {
    values.push(
      ...BIG_IDS.map((id) => ({ name: `number ${id}`, value: id })),
      { name: 'negative', value: '-1' },
      { name: 'not a number', value: 'NaN' },
      { name: 'cursor decoding to NUL', value: NUL_CURSOR },
    );
    return values;
  }
  values.push(
    ...BIG_IDS.map((id) => ({ name: `JSON number ${id}`, value: 0, raw: id })),
    { name: 'fraction', value: 1.5 },
    { name: 'negative', value: -1 },
    { name: 'null', value: null },
    { name: 'object', value: { nested: '\0' } },
    { name: 'wrong type', value: type === 'string' ? 7 : 'seven' },
  );
  if (type === 'array' && plain.items) {
    for (const item of hostileValues(plain.items, 'body')) {
      values.push({
        name: `[${item.name}]`,
        value: [item.value],
        raw: item.raw ? `[${item.raw}]` : undefined,
      });
    }
    values.push({ name: 'array of 100000', value: Array.from({ length: 100_000 }, () => 1) });
  }
  return values;
}

const MARK = '"__hostile__"';

function fill(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '1'));
}

/** Every hostile request for one route, plus whole-body abuse (malformed JSON, wrong top-level types). */
export function hostileRequests(record: RouteRecord, headers: Record<string, string>): HostileRequest[] {
  const method = record.method as InjectOptions['method'];
  const label = `${record.method} ${record.url}`;
  const query = jsonSchemaOf(record.schema?.querystring);
  const body = jsonSchemaOf(record.schema?.body);
  const params = jsonSchemaOf(record.schema?.params);
  const validQuery = (query ? validSample(query) : {}) as Record<string, unknown>;
  const validBody = body ? validSample(body) : undefined;
  const validParams = (params ? validSample(params) : {}) as Record<string, unknown>;
  const asText = (values: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
  const base = (overrides: Partial<InjectOptions>): InjectOptions => ({
    method,
    url: fill(record.url, asText(validParams)),
    query: asText(validQuery),
    headers: { ...headers, ...(validBody === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(validBody === undefined ? {} : { payload: JSON.stringify(validBody) }),
    ...overrides,
  });
  const requests: HostileRequest[] = [{ label: `${label} (valid)`, request: base({}) }];

  for (const [field, schema] of Object.entries(query?.properties ?? {})) {
    for (const hostile of hostileValues(schema, 'query')) {
      requests.push({
        label: `${label} query.${field}: ${hostile.name}`,
        request: base({ query: { ...asText(validQuery), [field]: String(hostile.value) } }),
      });
    }
  }
  const pathNames = [...record.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
  for (const name of pathNames) {
    for (const hostile of hostileValues(params?.properties?.[name] ?? {}, 'path')) {
      requests.push({
        label: `${label} path.${name}: ${hostile.name}`,
        request: base({ url: fill(record.url, { ...asText(validParams), [name]: String(hostile.value) }) }),
      });
    }
  }
  if (body && validBody !== undefined && typeof validBody === 'object' && !Array.isArray(validBody)) {
    for (const [field, schema] of Object.entries(body.properties ?? {})) {
      for (const hostile of hostileValues(schema, 'body')) {
        const json = JSON.stringify({
          ...validBody,
          [field]: hostile.raw === undefined ? hostile.value : '__hostile__',
        });
        requests.push({
          label: `${label} body.${field}: ${hostile.name}`,
          request: base({ payload: hostile.raw === undefined ? json : json.replace(MARK, hostile.raw) }),
        });
      }
    }
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(record.method)) {
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    for (const [name, payload] of [
      ['malformed JSON', '{"login": "a'],
      ['JSON array', '[]'],
      ['JSON string', '"\\u0000"'],
      ['JSON number', '99999999999999999999'],
      ['empty body', ''],
    ] as const) {
      requests.push({ label: `${label} body: ${name}`, request: base({ headers: jsonHeaders, payload }) });
    }
  }
  return requests;
}

export function isErrorShape(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = body as Record<string, unknown>;
  return typeof value.code === 'string' && typeof value.message === 'string' && Array.isArray(value.errors);
}

/** Sends every hostile request of every route; returns one line per 5xx or error answer not in the error shape. */
export async function fuzzRoutes(
  app: FastifyInstance,
  headers: Record<string, string>,
): Promise<{ problems: string[]; sent: number; routes: string[] }> {
  const problems: string[] = [];
  const routes: string[] = [];
  let sent = 0;
  let address = 0;
  for (const record of app.routeRecords) {
    if (record.method === 'HEAD' || record.url.startsWith('/api/docs')) continue;
    routes.push(`${record.method} ${record.url}`);
    for (const { label, request } of hostileRequests(record, headers)) {
      // A fresh client address per request: the address-wide sign-in limit would otherwise answer 429 early.
      address++;
      const response = await app.inject({
        ...request,
        remoteAddress: `10.9.${address >> 8}.${address & 255}`,
      });
      sent++;
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      if (response.statusCode >= 500) {
        problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
      } else if (response.statusCode >= 400 && !isErrorShape(body)) {
        problems.push(
          `${label}: ${response.statusCode} not in the error shape: ${response.body.slice(0, 160)}`,
        );
      }
    }
  }
  return { problems, sent, routes };
}
