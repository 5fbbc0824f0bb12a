import type { DatabaseHandle } from '../../db/database.js';
import { localDate } from '../../domain/local-time.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { listDueTickets } from './deletion.repository.js';
import { purgeBusiness } from './purge-business.js';
import { GRACE_TIME_ZONE } from './request-business-deletion.js';

/**
 * The scheduled side of deletion: every ticket whose day has come is purged, and one that was purging when its
 * worker died is taken up again (it is still 'purging' and due).
 */
export async function runDuePurges(
  deps: { database: DatabaseHandle; store: FileStore },
  now: Date,
): Promise<string[]> {
  const done: string[] = [];
  for (const ticket of await listDueTickets(deps.database.db, localDate(GRACE_TIME_ZONE, now))) {
    await purgeBusiness(deps, ticket, { now: () => now });
    done.push(ticket.ticketNumber);
  }
  return done;
}
