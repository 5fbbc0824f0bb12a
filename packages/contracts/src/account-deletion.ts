import { z } from 'zod';
import { defineEndpoint } from './common/endpoint.js';
import { defineMessages } from './common/messages.js';
import { text } from './common/text.js';

/**
 * Account deletion (shell spec §2 "Account deletion page", §3 account-deletion request, §4, §5, §6, §7, §8, §9;
 * issue 18). The owner asks; the business is frozen at once and its data purged after the grace period.
 */

/** spec §3: the reasons travel as the spec writes them. */
export const deletionReasons = [
  'Business is permanently closed',
  'Not interested in using the product',
  'Privacy issues',
  'Other reasons',
] as const;
export type DeletionReason = (typeof deletionReasons)[number];

/** Ours: the spec gives no limit for the notes. */
export const DELETION_NOTES_MAX = 1000;

/** spec §9: a request is processed within 30 working days. */
export const DELETION_GRACE_WORKING_DAYS = 30;

export const deletionMessages = defineMessages('deletion', {
  reasonRequired: 'Please choose a reason.',
  notesTooLong: `Notes must be at most ${DELETION_NOTES_MAX} characters.`,
});

export const deletionTicketRequestSchema = z.object({
  reason: z.enum(deletionReasons, { message: deletionMessages.reasonRequired }),
  notes: text()
    .trim()
    .max(DELETION_NOTES_MAX, deletionMessages.notesTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type DeletionTicketRequest = z.input<typeof deletionTicketRequestSchema>;

export const deletionTicketSchema = z.object({ ticket_number: z.string() });
export type DeletionTicket = z.infer<typeof deletionTicketSchema>;

export const deletionEndpoints = {
  createTicket: defineEndpoint({
    method: 'POST',
    path: '/business-service/v1/businesses/business-deletion-tickets',
    summary:
      'Ask for the business’s deletion (owner only): every session ends, the business is frozen, subscriptions end',
    body: deletionTicketRequestSchema,
    status: 201,
    response: deletionTicketSchema,
    errors: [400, 401, 403],
  }),
};
