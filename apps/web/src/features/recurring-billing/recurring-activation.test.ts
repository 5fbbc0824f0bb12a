import { describe, expect, it } from 'vitest';
import { ACTIVATION_MAX_POLLS, activationOutcome, intervalName, nextPollDelay } from './recurring-activation';

describe('recurring activation ("Recurring activation")', () => {
  it('names interval 1 monthly and 12 yearly, and nothing else', () => {
    expect(intervalName(1)).toBe('monthly');
    expect(intervalName(12)).toBe('yearly');
    expect(intervalName(3)).toBeUndefined();
    expect(intervalName(0)).toBeUndefined();
  });

  it('tells the owner only when a PROCESSING switch resolves', () => {
    expect(activationOutcome('PROCESSING', 'ACTIVE', 1)).toEqual({ kind: 'success', interval: 'monthly' });
    expect(activationOutcome('PROCESSING', 'FAILED', 12)).toEqual({ kind: 'failed', interval: 'yearly' });
    expect(activationOutcome('PROCESSING', 'ACTIVE', 6)).toEqual({ kind: 'interval-not-found' });
    // First load, an unchanged status, or a change that is not a switch's end: nothing to say.
    expect(activationOutcome(undefined, 'ACTIVE', 1)).toBeUndefined();
    expect(activationOutcome('ACTIVE', 'ACTIVE', 1)).toBeUndefined();
    expect(activationOutcome('PROCESSING', 'PROCESSING', 1)).toBeUndefined();
    expect(activationOutcome('FAILED', 'ACTIVE', 1)).toBeUndefined();
    expect(activationOutcome('PROCESSING', 'INACTIVE', 1)).toBeUndefined();
  });

  it('polls every 10 s while PROCESSING, 12 times at most', () => {
    expect(nextPollDelay('PROCESSING', 0)).toBe(10_000);
    expect(nextPollDelay('PROCESSING', ACTIVATION_MAX_POLLS - 1)).toBe(10_000);
    expect(nextPollDelay('PROCESSING', ACTIVATION_MAX_POLLS)).toBe(false);
    expect(nextPollDelay('ACTIVE', 0)).toBe(false);
    expect(nextPollDelay(undefined, 0)).toBe(false);
  });
});
