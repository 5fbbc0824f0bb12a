import type {
  QrisDocumentKind,
  QrisDocumentStatus,
  QrisRegistrationStatus,
} from '@backoffice/contracts/qris';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import {
  banks,
  businesses,
  outlets,
  qrisDocuments,
  qrisDrafts,
  qrisRegistrationOutlets,
  qrisRegistrations,
  roles,
  users,
} from '../../db/schema/index.js';
import { inBusiness } from '../../platform/auth/tenant-scope.js';

type BusinessScope = { businessId: number };

export type RegistrationRow = typeof qrisRegistrations.$inferSelect;
export type DocumentRow = typeof qrisDocuments.$inferSelect;

export async function listBanks(db: Queryable) {
  return db.select({ code: banks.code, name: banks.name }).from(banks).orderBy(asc(banks.name));
}

export async function bankExists(db: Queryable, name: string): Promise<boolean> {
  const [row] = await db.select({ code: banks.code }).from(banks).where(eq(banks.name, name)).limit(1);
  return row !== undefined;
}

export async function findRegistration(
  db: Queryable,
  scope: BusinessScope,
  options: { forUpdate?: boolean } = {},
): Promise<RegistrationRow | null> {
  const query = db
    .select()
    .from(qrisRegistrations)
    .where(inBusiness(qrisRegistrations.businessId, scope))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function registrationOutlets(db: Queryable, scope: BusinessScope, registrationId: number) {
  return db
    .select({ id: outlets.id, name: outlets.name })
    .from(qrisRegistrationOutlets)
    .innerJoin(
      outlets,
      and(
        eq(outlets.businessId, qrisRegistrationOutlets.businessId),
        eq(outlets.id, qrisRegistrationOutlets.outletId),
      ),
    )
    .where(
      and(
        inBusiness(qrisRegistrationOutlets.businessId, scope),
        eq(qrisRegistrationOutlets.registrationId, registrationId),
      ),
    )
    .orderBy(asc(outlets.name), asc(outlets.id));
}

export async function registrationDocuments(
  db: Queryable,
  scope: BusinessScope,
  registrationId: number,
): Promise<DocumentRow[]> {
  return db
    .select()
    .from(qrisDocuments)
    .where(
      and(inBusiness(qrisDocuments.businessId, scope), eq(qrisDocuments.registrationId, registrationId)),
    );
}

export async function insertRegistration(
  db: Queryable,
  row: typeof qrisRegistrations.$inferInsert,
  outletIds: readonly number[],
  documents: { kind: QrisDocumentKind; fileId: string; fileName: string }[],
): Promise<RegistrationRow | null> {
  // Two submissions at once: the unique index lets one in; the other finds nothing inserted.
  const [registration] = await db
    .insert(qrisRegistrations)
    .values(row)
    .onConflictDoNothing({ target: qrisRegistrations.businessId })
    .returning();
  if (!registration) return null;
  await db.insert(qrisRegistrationOutlets).values(
    outletIds.map((outletId) => ({
      businessId: row.businessId,
      registrationId: registration.id,
      outletId,
    })),
  );
  await db.insert(qrisDocuments).values(
    documents.map((document) => ({
      ...document,
      businessId: row.businessId,
      registrationId: registration.id,
    })),
  );
  return registration;
}

export async function setRegistrationStatus(
  db: Queryable,
  scope: BusinessScope,
  registrationId: number,
  status: QrisRegistrationStatus,
  decidedAt: Date | null,
): Promise<void> {
  await db
    .update(qrisRegistrations)
    .set({ status, decidedAt })
    .where(and(inBusiness(qrisRegistrations.businessId, scope), eq(qrisRegistrations.id, registrationId)));
}

export async function updateDocument(
  db: Queryable,
  scope: BusinessScope,
  registrationId: number,
  kinds: readonly QrisDocumentKind[],
  change: { status: QrisDocumentStatus; rejectionReason: string | null; fileId?: string; fileName?: string },
): Promise<void> {
  await db
    .update(qrisDocuments)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        inBusiness(qrisDocuments.businessId, scope),
        eq(qrisDocuments.registrationId, registrationId),
        inArray(qrisDocuments.kind, [...kinds]),
      ),
    );
}

export async function businessContact(db: Queryable, scope: BusinessScope) {
  const [business] = await db
    .select({ name: businesses.name, email: businesses.email })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .limit(1);
  const [owner] = await db
    .select({ email: users.email })
    .from(users)
    .innerJoin(roles, and(eq(roles.businessId, users.businessId), eq(roles.id, users.roleId)))
    .where(and(inBusiness(users.businessId, scope), eq(roles.isOwner, true)))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    name: business?.name ?? '',
    email: business?.email ?? owner?.email ?? '',
    ownerEmail: owner?.email ?? '',
  };
}

export async function setBusinessKyb(
  db: Queryable,
  scope: BusinessScope,
  change: { kybStatus: string; entityType?: 'personal' | 'corporate'; completed?: boolean },
): Promise<void> {
  await db
    .update(businesses)
    .set({
      kybStatus: change.kybStatus,
      ...(change.entityType ? { businessEntityType: change.entityType } : {}),
      ...(change.completed !== undefined ? { isKybRegistrationCompleted: change.completed } : {}),
    })
    .where(eq(businesses.id, scope.businessId));
}

export async function outletsOfBusiness(db: Queryable, scope: BusinessScope, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: outlets.id })
    .from(outlets)
    .where(and(inBusiness(outlets.businessId, scope), inArray(outlets.id, [...ids])));
}

export async function findDraft(db: Queryable, scope: BusinessScope) {
  const [row] = await db.select().from(qrisDrafts).where(inBusiness(qrisDrafts.businessId, scope)).limit(1);
  return row ?? null;
}

export async function upsertDraft(
  db: Queryable,
  scope: BusinessScope & { userId: number },
  draft: { step: number; values: Record<string, unknown> },
) {
  const now = new Date();
  const [row] = await db
    .insert(qrisDrafts)
    .values({
      businessId: scope.businessId,
      step: draft.step,
      values: draft.values,
      updatedBy: scope.userId,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: qrisDrafts.businessId,
      set: { step: draft.step, values: draft.values, updatedBy: scope.userId, updatedAt: now },
    })
    .returning();
  return row!;
}

export async function deleteDraft(db: Queryable, scope: BusinessScope): Promise<void> {
  await db.delete(qrisDrafts).where(inBusiness(qrisDrafts.businessId, scope));
}
