import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.js';
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

/** Sign-in identifiers are global (unique across businesses) and compared without case. */
export async function findUserByEmail(db: Queryable, email: string): Promise<SignInUser | undefined> {
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserByUsername(db: Queryable, username: string): Promise<SignInUser | undefined> {
  const [row] = await db
    .select(signInColumns)
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  return row;
}
