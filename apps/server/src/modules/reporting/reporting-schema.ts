import { buildSchema } from 'graphql';
import type { PermissionKey } from '../../platform/permissions/permission-catalogue.js';
import { billReportsPart } from './bill-reports-schema.js';
import { dashboardPart } from './dashboard-schema.js';
import { itemReportsPart } from './item-reports-schema.js';
import type { ReportingPart } from './reporting-args.js';
import { salesReportsPart } from './sales-reports-schema.js';

/**
 * The reporting graph: the dashboard's fields (decision 0066) and the sales reports' (decisions 0230, 0240, 0245),
 * one schema behind one endpoint. Each part's root fields need that part's permission.
 */
const parts: readonly ReportingPart[] = [dashboardPart, salesReportsPart, itemReportsPart, billReportsPart];

export const reportingSchema = buildSchema(parts.map((part) => part.typeDefs).join('\n'));

export const reportingRoot = Object.assign({}, ...parts.map((part) => part.root)) as ReportingPart['root'];

/** The permission each root field needs; a field not listed here is refused to everyone. */
export const fieldPermissions: ReadonlyMap<string, PermissionKey> = new Map(
  parts.flatMap((part) => Object.keys(part.root).map((field) => [field, part.permission] as const)),
);

export { BAD_INPUT, type ReportingContext } from './reporting-args.js';
