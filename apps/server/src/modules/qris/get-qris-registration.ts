import type { QrisRegistration } from '@backoffice/contracts/qris';
import type { Queryable } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { findRegistration } from './qris.repository.js';
import { registrationView } from './qris-rules.js';

/** The business's registration with each document's review status, or null before it registers. */
export async function getQrisRegistration(db: Queryable, caller: Caller): Promise<QrisRegistration | null> {
  const registration = await findRegistration(db, caller);
  return registration ? registrationView(db, caller, registration) : null;
}
