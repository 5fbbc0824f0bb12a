/**
 * The reminder banner shows 1 to 7 days before the next billing. A module of its own, without schemas: the web
 * shell reads it on every signed-in page and loads the recurring-billing contract only with its banner's call
 * (decision 0186).
 */
export const RECURRING_REMINDER_DAYS = { from: 1, to: 7 } as const;
