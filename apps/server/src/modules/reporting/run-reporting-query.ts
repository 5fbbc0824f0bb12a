import {
  REPORTING_MAX_COST,
  REPORTING_MAX_DEPTH,
  type GraphqlRequest,
  type GraphqlResponse,
} from '@backoffice/contracts/reporting';
import {
  execute,
  getOperationAST,
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors/app-error.js';
import {
  BAD_INPUT,
  fieldPermissions,
  reportingRoot,
  reportingSchema,
  type ReportingContext,
} from './reporting-schema.js';

/** A root field reads the database; a nested one only picks from what it read. */
const ROOT_FIELD_COST = 10;

interface Measure {
  depth: number;
  cost: number;
}

function measure(
  selection: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  level: number,
  seen: Set<string>,
): Measure {
  let depth = level;
  let cost = 0;
  for (const node of selection.selections) {
    if (node.kind === Kind.FIELD) {
      cost += level === 1 ? ROOT_FIELD_COST : 1;
      if (node.selectionSet) {
        const inner = measure(node.selectionSet, fragments, level + 1, seen);
        depth = Math.max(depth, inner.depth);
        cost += inner.cost;
      }
    } else {
      const fragment = node.kind === Kind.INLINE_FRAGMENT ? node : fragments.get(node.name.value);
      // Standard validation has already refused unknown and cyclic fragments; `seen` only guards this walk.
      if (!fragment || (node.kind === Kind.FRAGMENT_SPREAD && seen.has(node.name.value))) continue;
      const inner = measure(
        fragment.selectionSet,
        fragments,
        level,
        node.kind === Kind.FRAGMENT_SPREAD ? new Set([...seen, node.name.value]) : seen,
      );
      depth = Math.max(depth, inner.depth);
      cost += inner.cost;
    }
  }
  return { depth, cost };
}

/** Refuses operations nested deeper than REPORTING_MAX_DEPTH or costing more than REPORTING_MAX_COST. */
const limitDepthAndCost: ValidationRule = (context) => ({
  Document(document) {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      const { depth, cost } = measure(definition.selectionSet, fragments, 1, new Set());
      if (depth > REPORTING_MAX_DEPTH) {
        context.reportError(
          new GraphQLError(
            `The query is nested ${depth} levels deep; at most ${REPORTING_MAX_DEPTH} are allowed.`,
            {
              extensions: { code: 'QUERY_TOO_DEEP' },
            },
          ),
        );
      }
      if (cost > REPORTING_MAX_COST) {
        context.reportError(
          new GraphQLError(`The query costs ${cost}; at most ${REPORTING_MAX_COST} is allowed.`, {
            extensions: { code: 'QUERY_TOO_COSTLY' },
          }),
        );
      }
    }
    return false;
  },
});

function withCode(error: GraphQLError, code: string) {
  return {
    message: error.message,
    ...(error.path ? { path: [...error.path] } : {}),
    extensions: { code },
  };
}

/**
 * Runs one GraphQL request: parse, validate (standard rules, depth and cost, and no introspection in production),
 * execute. Every failure is an entry in `errors`; a resolver's unexpected failure is logged and answered with a
 * generic message so nothing internal leaks.
 */
export async function runReportingQuery(
  request: GraphqlRequest,
  context: ReportingContext & { production: boolean; log: FastifyBaseLogger },
): Promise<GraphqlResponse> {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: 2000 });
  } catch (error) {
    if (error instanceof GraphQLError) return { errors: [withCode(error, 'GRAPHQL_PARSE_FAILED')] };
    throw error;
  }
  const rules = [...specifiedRules, limitDepthAndCost];
  if (context.production) rules.push(NoSchemaIntrospectionCustomRule);
  const invalid = validate(reportingSchema, document, rules, { maxErrors: 20 });
  if (invalid.length > 0)
    return { errors: invalid.map((error) => withCode(error, codeOf(error, 'GRAPHQL_VALIDATION_FAILED'))) };

  checkPermissions(document, request.operationName ?? undefined, fragmentsOf(document), context.caller);
  const result = await execute({
    schema: reportingSchema,
    document,
    rootValue: reportingRoot,
    contextValue: { db: context.db, caller: context.caller },
    variableValues: request.variables ?? undefined,
    operationName: request.operationName ?? undefined,
  });
  const errors = result.errors?.map((error) => {
    const original = error.originalError;
    if (original instanceof AppError) {
      return { ...withCode(error, original.code), message: original.message };
    }
    if (!original || original instanceof GraphQLError) return withCode(error, codeOf(error, BAD_INPUT));
    context.log.error({ err: original }, 'reporting query failed');
    return {
      ...withCode(error, 'INTERNAL_SERVER_ERROR'),
      message: 'A technical error has occurred. Please try again.',
    };
  });
  return {
    ...(result.data === undefined ? {} : { data: result.data as Record<string, unknown> | null }),
    ...(errors ? { errors } : {}),
  };
}

function codeOf(error: GraphQLError, fallback: string): string {
  const code = error.extensions.code ?? (error.originalError as GraphQLError | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : fallback;
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  return fragments;
}

/** The root fields an operation selects, through fragments at the root too. */
function rootFields(selection: SelectionSetNode, fragments: Map<string, FragmentDefinitionNode>): string[] {
  return selection.selections.flatMap((node) => {
    if (node.kind === Kind.FIELD) return [node.name.value];
    const fragment = node.kind === Kind.INLINE_FRAGMENT ? node : fragments.get(node.name.value);
    return fragment ? rootFields(fragment.selectionSet, fragments) : [];
  });
}

/**
 * Each root field needs its part's permission (decision 0230: Dashboard for the dashboard's, Reports › Sales for the
 * reports'); a query naming one the caller lacks is refused whole with 403, before anything is read. Introspection
 * (`__schema`, `__type`, `__typename`) needs none; validation has already refused it in production.
 */
function checkPermissions(
  document: DocumentNode,
  operationName: string | undefined,
  fragments: Map<string, FragmentDefinitionNode>,
  caller: ReportingContext['caller'],
): void {
  const operation = getOperationAST(document, operationName);
  if (!operation) return;
  for (const field of rootFields(operation.selectionSet, fragments)) {
    if (field.startsWith('__')) continue;
    const permission = fieldPermissions.get(field);
    if (!permission || !caller.permissions.has(permission)) throw AppError.platform('FORBIDDEN');
  }
}
