import { reportingEndpoints } from '@backoffice/contracts/reporting';
import type { z } from 'zod';
import { callEndpoint } from './call-endpoint';

/** A GraphQL answer with errors is a failure of the query, shown like any failed load. */
export class ReportingError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
  ) {
    super(message);
    this.name = 'ReportingError';
  }
}

/** Runs one of the reporting endpoint's fixed queries (the dashboard's, the sales reports') and checks its data against `schema`. */
export async function queryReporting<S extends z.ZodType>(
  query: string,
  variables: Record<string, unknown>,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const answer = await callEndpoint(reportingEndpoints.graphql, { body: { query, variables } }, signal);
  const [first] = answer.errors ?? [];
  if (first) throw new ReportingError(first.message, first.extensions?.code);
  return schema.parse(answer.data);
}
