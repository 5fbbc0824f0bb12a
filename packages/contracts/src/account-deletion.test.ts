import { describe, expect, it } from 'vitest';
import { deletionMessages, deletionReasons, deletionTicketRequestSchema } from './account-deletion.js';

describe('account deletion request', () => {
  it('takes the four reasons of the spec and optional notes', () => {
    for (const reason of deletionReasons) {
      expect(deletionTicketRequestSchema.parse({ reason, notes: '' })).toEqual({ reason, notes: null });
    }
    expect(deletionTicketRequestSchema.parse({ reason: 'Privacy issues', notes: ' why ' }).notes).toBe('why');
  });

  it('refuses a missing or unknown reason and over-long notes', () => {
    const missing = deletionTicketRequestSchema.safeParse({ notes: 'x' });
    expect(missing.error?.issues[0]?.message).toBe(deletionMessages.reasonRequired);
    expect(deletionTicketRequestSchema.safeParse({ reason: 'Bored' }).success).toBe(false);
    const long = deletionTicketRequestSchema.safeParse({ reason: 'Other reasons', notes: 'x'.repeat(1001) });
    expect(long.error?.issues[0]?.message).toBe(deletionMessages.notesTooLong);
  });
});
