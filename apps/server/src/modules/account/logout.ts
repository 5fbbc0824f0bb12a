import type { Database } from '../../db/database.js';
import type { Caller } from '../../platform/auth/caller.js';
import { endSession } from '../../platform/auth/sessions.js';

/** Ends the caller's session (its refresh-token family); other devices stay signed in. */
export async function logout(db: Database, caller: Caller): Promise<void> {
  await endSession(db, caller.businessId, caller.sessionId);
}
