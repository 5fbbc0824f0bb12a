import type { DatabaseHandle } from '../../db/database.js';
import type { FileStore } from '../../platform/files/file-store.js';
import {
  findTicketByNumber,
  listTickets,
  setBusinessFrozen,
  setTicketStatus,
} from './deletion.repository.js';
import { purgeBusiness } from './purge-business.js';

export const DELETION_COMMAND_USAGE = [
  'npm run ops -- deletion list             every deletion ticket with its business, status and purge day',
  'npm run ops -- deletion cancel TICKET    withdraw a request not yet purged: the business thaws, its users sign in again',
  'npm run ops -- deletion run-now TICKET   purge the business now, without waiting for the grace period',
].join('\n');

/** Support's side of account deletion (decision 0087). Answers the lines to print; throws with a message on misuse. */
export async function runDeletionCommand(
  deps: { database: DatabaseHandle; store: FileStore },
  args: readonly string[],
): Promise<string[]> {
  const [action, ticketNumber] = args;
  const { db } = deps.database;
  if (action === 'list') {
    const tickets = await listTickets(db);
    if (tickets.length === 0) return ['No deletion tickets.'];
    return tickets.map(
      (ticket) =>
        `${ticket.ticketNumber}  business ${ticket.businessId} (${ticket.businessName})  ${ticket.status}  ` +
        `asked ${ticket.requestedAt.toISOString().slice(0, 10)}  purge on ${ticket.purgeOn}  reason: ${ticket.reason}`,
    );
  }
  if ((action !== 'cancel' && action !== 'run-now') || !ticketNumber) {
    throw new Error(`Usage:\n${DELETION_COMMAND_USAGE}`);
  }
  if (action === 'cancel') {
    const outcome = await db.transaction(async (tx) => {
      const ticket = await findTicketByNumber(tx, ticketNumber, { forUpdate: true });
      if (!ticket) return `No ticket ${ticketNumber}.`;
      if (ticket.status !== 'open')
        return `Ticket ${ticketNumber} is ${ticket.status}; only an open one can be cancelled.`;
      await setTicketStatus(tx, ticket, { status: 'cancelled', cancelledAt: new Date() });
      await setBusinessFrozen(tx, ticket.businessId, null);
      return null;
    });
    if (outcome) throw new Error(outcome);
    return [`Ticket ${ticketNumber} cancelled; business unfrozen (its subscriptions stay ended).`];
  }
  const ticket = await findTicketByNumber(db, ticketNumber);
  if (!ticket) throw new Error(`No ticket ${ticketNumber}.`);
  if (ticket.status !== 'open' && ticket.status !== 'purging') {
    throw new Error(`Ticket ${ticketNumber} is ${ticket.status}; there is nothing to purge.`);
  }
  await purgeBusiness(deps, ticket);
  return [`Business ${ticket.businessId} purged (ticket ${ticketNumber}).`];
}
