import type { Queryable } from '../db/database.js';
import { addSignInRoutes } from '../db/tenant-routes.js';
import {
  businessSettings,
  businesses,
  featureSubscriptions,
  outlets,
  rolePermissions,
  roles,
  userOutlets,
  users,
} from '../db/schema/index.js';
import { managerPermissionKeys } from '../platform/permissions/permission-catalogue.js';
import type { DemoBusinessSpec } from './demo-businesses.js';
import type { DemoOutletSpec } from './demo-outlets.js';
import { mobileNumber, personName, slug } from './names.js';
import type { Random } from './random.js';

export interface SeededOutlet {
  id: number;
  spec: DemoOutletSpec;
  /** Cashiers working at this outlet: they open bills and collect payments. */
  cashierIds: number[];
}

export interface SeededBusiness {
  id: number;
  spec: DemoBusinessSpec;
  createdAt: Date;
  outlets: SeededOutlet[];
  ownerId: number;
  managerId: number | null;
}

interface NewUser {
  roleId: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  /** null: every outlet of the business. */
  outletIds: number[] | null;
  phone: string;
}

/**
 * The business with its settings, outlets, roles (Owner, Manager, Cashier) and people. Owner and manager sign in
 * with the shared demo password; cashiers are staff without a password (they use the POS, not the back office).
 */
export async function createBusiness(
  db: Queryable,
  spec: DemoBusinessSpec,
  context: { now: Date; passwordHash: string; rng: Random },
): Promise<SeededBusiness> {
  const { now, passwordHash, rng } = context;
  const plan = spec.plan(now);
  const createdAt = spec.createdAt(now);
  const [business] = await db
    .insert(businesses)
    .values({
      name: spec.name,
      address: spec.outlets[0]?.address,
      city: spec.outlets[0]?.city,
      province: spec.outlets[0]?.province,
      postalCode: spec.outlets[0]?.postalCode,
      kecamatan: spec.outlets[0]?.kecamatan,
      email: spec.ownerEmail,
      phone: spec.outlets[0]?.phone,
      description: spec.kind === 'retail' ? 'Toko kelontong' : 'Kafe dan rumah makan',
      isTrial: plan.isTrial,
      trialEndAt: plan.trialEndAt,
      currentPlan: plan.currentPlan,
      billingMode: plan.billingMode,
      lastPaymentDate: plan.lastPaymentDate,
      expiredAt: plan.expiredAt,
      isEnterprise: spec.isEnterprise ?? false,
      startYear: createdAt.getUTCFullYear(),
      capabilities: spec.capabilities,
      businessCategoryId: spec.businessCategoryId ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: businesses.id });
  if (!business) throw new Error(`could not create ${spec.name}`);
  const businessId = business.id;

  const taxed = spec.outlets.some((o) => o.tax);
  await db.insert(businessSettings).values({
    businessId,
    enableTax: taxed,
    enableGratuity: spec.outlets.some((o) => o.gratuity),
    includeGratuityTax: spec.includeGratuityTax,
    enableRounding: spec.outlets.some((o) => o.rounding !== null),
    allowStaffRefund: spec.key === 'main',
    updatedAt: createdAt,
  });

  if (spec.featureSubscriptions.length > 0) {
    await db.insert(featureSubscriptions).values(
      spec.featureSubscriptions.map((featureName) => ({
        businessId,
        featureName,
        createdAt,
        updatedAt: createdAt,
      })),
    );
  }

  const outletRows = await db
    .insert(outlets)
    .values(
      spec.outlets.map((o) => ({
        businessId,
        name: o.name,
        address: o.address,
        phoneNumber: o.phone,
        city: o.city,
        province: o.province,
        postalCode: o.postalCode,
        kecamatan: o.kecamatan,
        latitude: o.latitude,
        longitude: o.longitude,
        timeZone: o.timeZone,
        startDate: createdAt,
        endDate: plan.expiredAt,
        isPaying: !plan.isTrial,
        isActiveSubscription: o.isActiveSubscription ?? true,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: outlets.id });

  const roleRows = await db
    .insert(roles)
    .values([
      { businessId, name: 'Owner', isOwner: true, createdAt, updatedAt: createdAt },
      { businessId, name: 'Manager', isOwner: false, createdAt, updatedAt: createdAt },
      { businessId, name: 'Cashier', isOwner: false, createdAt, updatedAt: createdAt },
    ])
    .returning({ id: roles.id, name: roles.name });
  const roleId = (name: string) => {
    const row = roleRows.find((r) => r.name === name);
    if (!row) throw new Error(`role ${name} missing`);
    return row.id;
  };
  // The Owner role needs no grants; the Manager gets every default manager key, however long that list grows.
  await db.insert(rolePermissions).values(
    managerPermissionKeys.map((permissionKey) => ({
      businessId,
      roleId: roleId('Manager'),
      permissionKey,
    })),
  );

  const people: NewUser[] = [
    {
      roleId: roleId('Owner'),
      email: spec.ownerEmail,
      firstName: spec.ownerName[0],
      lastName: spec.ownerName[1],
      passwordHash,
      outletIds: null,
      phone: mobileNumber(rng),
    },
  ];
  if (spec.managerEmail && spec.managerName) {
    people.push({
      roleId: roleId('Manager'),
      email: spec.managerEmail,
      firstName: spec.managerName[0],
      lastName: spec.managerName[1],
      passwordHash,
      outletIds: null,
      phone: mobileNumber(rng),
    });
  }
  if (spec.outletManager) {
    people.push({
      roleId: roleId('Manager'),
      email: spec.outletManager.email,
      firstName: spec.outletManager.name[0],
      lastName: spec.outletManager.name[1],
      passwordHash,
      outletIds: [outletRows[spec.outletManager.outletIndex]?.id ?? 0],
      phone: mobileNumber(rng),
    });
  }
  const cashierSlots: { outletIndex: number; userIndex: number }[] = [];
  spec.outlets.forEach((o, outletIndex) => {
    const count = spec.key === 'main' ? 3 : 2;
    for (let n = 1; n <= count; n++) {
      const name = personName(rng);
      cashierSlots.push({ outletIndex, userIndex: people.length });
      people.push({
        roleId: roleId('Cashier'),
        email: `${slug(name.first)}.${o.code.toLowerCase()}${n}@${slug(spec.name).replace(/\./g, '')}.staff.demo.test`,
        firstName: name.first,
        lastName: name.last,
        passwordHash: null,
        outletIds: [outletRows[outletIndex]?.id ?? 0],
        phone: mobileNumber(rng),
      });
    }
  });
  const userRows = await db
    .insert(users)
    .values(
      people.map((p) => ({
        businessId,
        roleId: p.roleId,
        email: p.email,
        passwordHash: p.passwordHash,
        firstName: p.firstName,
        lastName: p.lastName,
        phone: p.phone,
        allOutlets: p.outletIds === null,
        uniqId: rng.hex(32),
        isConfirmed: true,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: users.id });
  await addSignInRoutes(
    db,
    people.map((p) => ({ businessId, email: p.email })),
  );
  const assignments = people.flatMap((p, index) =>
    (p.outletIds ?? []).map((outletId) => ({ businessId, userId: userRows[index]?.id ?? 0, outletId })),
  );
  if (assignments.length > 0) await db.insert(userOutlets).values(assignments);
  const userId = (index: number) => {
    const row = userRows[index];
    if (!row) throw new Error('user row missing');
    return row.id;
  };

  return {
    id: businessId,
    spec,
    createdAt,
    outlets: spec.outlets.map((o, index) => ({
      id: outletRows[index]?.id ?? 0,
      spec: o,
      cashierIds: cashierSlots.filter((s) => s.outletIndex === index).map((s) => userId(s.userIndex)),
    })),
    ownerId: userId(0),
    managerId: spec.managerEmail ? userId(1) : null,
  };
}
