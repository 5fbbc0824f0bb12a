import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { files, outlets } from '../../db/schema/index.js';
import type { ForeignRequest } from '../../platform/auth/route-access.js';

/** For the route sweep: an outlet of `businessId`, so the sweep can upload to another business's outlet. */
async function firstOutletOf(db: Database, businessId: number): Promise<number> {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .where(eq(outlets.businessId, businessId))
    .orderBy(asc(outlets.id))
    .limit(1);
  if (!outlet) throw new Error(`business ${businessId} has no outlet to sweep with`);
  return outlet.id;
}

export const foreignUploadRequest = async (context: { db: Database; businessId: number }) =>
  ({
    params: { outlet: String(await firstOutletOf(context.db, context.businessId)) },
    // Valid to the schema (the PNG signature in base64): the outlet check is what answers.
    body: { data: 'iVBORw0KGgo=', filename: 'sweep.png', private_access: false },
  }) satisfies ForeignRequest;

/** A file row of `businessId` (no bytes are needed to ask for its link). */
export const foreignFileRequest = async (context: { db: Database; businessId: number }) => {
  const [row] = await context.db
    .insert(files)
    .values({
      businessId: context.businessId,
      filename: 'sweep.pdf',
      contentType: 'application/pdf',
      byteSize: 0,
      privateAccess: true,
      storageKey: `${context.businessId}/00000000-0000-4000-8000-000000000000.pdf`,
    })
    .returning({ id: files.id });
  return { params: { file: row!.id } } satisfies ForeignRequest;
};
