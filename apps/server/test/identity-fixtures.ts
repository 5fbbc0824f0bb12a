import type { TokenResponse } from '@backoffice/contracts/account';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../src/db/database.js';
import { addSignInRoutes } from '../src/db/tenant-routes.js';
import { businesses, outlets, rolePermissions, roles, userOutlets, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/platform/auth/password.js';
import { managerPermissionKeys } from '../src/platform/permissions/permission-catalogue.js';

/**
 * Two unrelated businesses, each with two outlets, an owner, a manager (Manager defaults) and a user whose role
 * has no grants at all. Tests of tenancy use business `a` as the caller and `b` as the stranger.
 */
export const FIXTURE_PASSWORD = 'correct horse battery';

export interface FixtureUser {
  id: number;
  email: string;
  username: string;
  roleId: number;
}

export interface FixtureBusiness {
  id: number;
  outletIds: number[];
  owner: FixtureUser;
  manager: FixtureUser;
  /** A role without any grants: every permission route answers 403. */
  noGrants: FixtureUser;
}

export interface IdentityFixtures {
  a: FixtureBusiness;
  b: FixtureBusiness;
}

let passwordHash: Promise<string> | undefined;

async function createBusiness(db: Database, tag: 'a' | 'b', categoryId: number): Promise<FixtureBusiness> {
  const [business] = await db
    .insert(businesses)
    .values({
      name: `Warung ${tag.toUpperCase()}`,
      city: 'Jakarta Selatan',
      province: 'DKI Jakarta',
      businessCategoryId: categoryId,
      currentPlan: 12,
      expiredAt: new Date(Date.now() + 150 * 24 * 60 * 60 * 1000),
      lastPaymentDate: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000),
      capabilities: ['ECOMMERCE_ATTRIBUTES'],
    })
    .returning({ id: businesses.id });
  const businessId = business!.id;
  const outletRows = await db
    .insert(outlets)
    .values([
      { businessId, name: `Outlet ${tag}1`, city: 'Jakarta Selatan', province: 'DKI Jakarta' },
      {
        businessId,
        name: `Outlet ${tag}2`,
        city: 'Bandung',
        province: 'Jawa Barat',
        linkedStatus: 'deactive',
      },
    ])
    .returning({ id: outlets.id });
  const roleRows = await db
    .insert(roles)
    .values([
      { businessId, name: 'Owner', isOwner: true },
      { businessId, name: 'Manager' },
      { businessId, name: 'Cashier' },
    ])
    .returning({ id: roles.id, name: roles.name });
  const roleId = (name: string) => roleRows.find((role) => role.name === name)!.id;
  await db.insert(rolePermissions).values(
    managerPermissionKeys.map((permissionKey) => ({
      businessId,
      roleId: roleId('Manager'),
      permissionKey,
    })),
  );

  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const hash = await passwordHash;
  const people = [
    { key: 'owner', first: 'Ayu', role: 'Owner' },
    { key: 'manager', first: 'Budi', role: 'Manager' },
    { key: 'cashier', first: 'Citra', role: 'Cashier' },
  ] as const;
  const inserted = await db
    .insert(users)
    .values(
      people.map((person) => ({
        businessId,
        roleId: roleId(person.role),
        email: `${person.key}-${tag}@fixture.test`,
        username: `${person.key}_${tag}`,
        passwordHash: hash,
        firstName: person.first,
        lastName: tag.toUpperCase(),
        uniqId: `fixture-${person.key}-${tag}`,
        allOutlets: true,
      })),
    )
    .returning({ id: users.id, email: users.email, username: users.username, roleId: users.roleId });
  // Sign-in finds a user through the route of their e-mail or username, which every writer of users adds.
  await addSignInRoutes(
    db,
    inserted.map((row) => ({ businessId, email: row.email, username: row.username })),
  );
  const user = (index: number): FixtureUser => {
    const row = inserted[index]!;
    return { id: row.id, email: row.email, username: row.username!, roleId: row.roleId };
  };
  return {
    id: businessId,
    outletIds: outletRows.map((row) => row.id),
    owner: user(0),
    manager: user(1),
    noGrants: user(2),
  };
}

export async function createIdentityFixtures(db: Database): Promise<IdentityFixtures> {
  return { a: await createBusiness(db, 'a', 51), b: await createBusiness(db, 'b', 12) };
}

/** Signs in through the API (each call opens a new session). */
export async function signIn(
  app: FastifyInstance,
  login: string,
  password = FIXTURE_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<TokenResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/account/v2/login',
    payload: { login, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.body}`);
  return response.json();
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Limits a fixture user to some Outlets of their Business (and to none when `outletIds` is empty). */
export async function limitToOutlets(
  db: Queryable,
  businessId: number,
  userId: number,
  outletIds: readonly number[],
): Promise<void> {
  await db
    .update(users)
    .set({ allOutlets: false })
    .where(and(eq(users.businessId, businessId), eq(users.id, userId)));
  await db
    .delete(userOutlets)
    .where(and(eq(userOutlets.businessId, businessId), eq(userOutlets.userId, userId)));
  if (outletIds.length > 0) {
    await db.insert(userOutlets).values(outletIds.map((outletId) => ({ businessId, userId, outletId })));
  }
}
