import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as checkedSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * Answers are written by a serializer compiled from each route's response contract (fast-json-stringify, the one
 * Fastify uses for JSON Schema), instead of validating every object against the zod schema and then
 * `JSON.stringify`-ing it (decision 0142). It writes only the contract's properties, so nothing outside the contract
 * leaves, as before.
 *
 * With `check` (outside production, and so in every test), each answer is also validated against the contract as
 * before, and the compiled serializer's output must parse to exactly what the checked one wrote: a contract the
 * compiled serializer reads differently fails the tests that answer through it. A contract JSON Schema cannot
 * express (a `z.date()`, a transform) keeps the checked serializer.
 */
export function responseSerializerCompiler(options: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return (route) => {
    const checked: Serialize = checkedSerializerCompiler(route);
    const compiled = compileFromContract(route.schema);
    if (!compiled) return checked;
    if (!options.check) return (data) => (compiled() ?? checked)(data);
    return (data) => {
      const expected = checked(data);
      const serialize = compiled();
      if (!serialize) return expected;
      const written = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `The compiled serializer of ${route.method} ${route.url} (${route.httpStatus}) writes ${clip(written)} ` +
            `where the contract gives ${clip(expected)}`,
        );
      }
      return expected;
    };
  };
}

/**
 * Compiled on the first answer of the route, so that start-up does not compile every route's contract; a schema
 * fast-json-stringify refuses leaves the checked serializer in place.
 */
function compileFromContract(schema: unknown): (() => Serialize | null) | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  let jsonSchema: object;
  try {
    // What goes over the wire is the contract's input side (the zod provider encodes the handler's value to it).
    jsonSchema = z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'throw' });
  } catch {
    return undefined;
  }
  let serialize: Serialize | null | undefined;
  return () => {
    if (serialize === undefined) {
      try {
        serialize = fastJson(jsonSchema as fastJson.Schema) as Serialize;
      } catch {
        serialize = null;
      }
    }
    return serialize;
  };
}

function clip(text: string): string {
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
