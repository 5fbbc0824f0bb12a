import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
import { findRoutedBusiness } from '../../db/tenant-routes.js';
import { businessDeletionTickets, users } from '../../db/schema/index.js';

export interface SignInUser {
  id: number;
  businessId: number;
  email: string;
  passwordHash: string | null;
  tokenVersion: number;
  /** The open deletion ticket of the user's business: such a business is frozen and nobody signs in. */
  deletionTicket: string | null;
}

const signInColumns = {
  id: users.id,
  businessId: users.businessId,
  email: users.email,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
  // Written out with the table names: in a one-table select Drizzle drops them from columns, and the inner
  // `business_id` would then match the ticket's own column, freezing every business for one ticket.
  deletionTicket: sql<string | null>`(
    select t.ticket_number from ${businessDeletionTickets} as t
    where t.business_id = "users"."business_id" and t.status in ('open', 'purging')
    limit 1
  )`,
};

/**
 * Sign-in identifiers are unique across businesses and compared without case. Their route names the business
 * (decision 0107); the user is then read within it.
 */
export async function findUserByEmail(db: Queryable, email: string): Promise<SignInUser | undefined> {
  const key = email.toLowerCase();
  const businessId = await findRoutedBusiness(db, 'sign_in_email', key);
  if (businessId === null) return undefined;
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<SignInUser | undefined> {
  const key = username.toLowerCase();
  const businessId = await findRoutedBusiness(db, 'sign_in_username', key);
  if (businessId === null) return undefined;
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .where(and(eq(users.businessId, businessId), eq(sql`lower(${users.username})`, key)))
    .limit(1);
  return row;
}
