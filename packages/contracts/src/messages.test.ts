import { describe, expect, it } from 'vitest';
import { defineMessages, messageKeyOf } from './common/messages.js';
import { discountMessages } from './discounts.js';

describe('contract messages by key', () => {
  it('gives every discount message a stable key beside its verbatim English', () => {
    expect(discountMessages.nameRequired).toBe('*Discount name is required');
    expect(messageKeyOf('*Discount name is required')).toBe('discounts.nameRequired');
    for (const [name, text] of Object.entries(discountMessages)) {
      expect(messageKeyOf(text)).toBe(`discounts.${name}`);
    }
    expect(messageKeyOf('Some proxy said no')).toBeUndefined();
  });

  it('refuses one text under two keys, which would make the lookup ambiguous', () => {
    defineMessages('probe', { first: 'A probe message' });
    expect(() => defineMessages('other', { second: 'A probe message' })).toThrow(
      /probe.first and other.second/,
    );
    expect(messageKeyOf('A probe message')).toBe('probe.first');
  });
});
