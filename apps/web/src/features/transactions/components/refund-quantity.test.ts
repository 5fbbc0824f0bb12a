import { describe, expect, it } from 'vitest';
import { decreased, increased, quantityOf, settledQuantity, typedQuantity } from './refund-quantity';

describe('refund quantity rules (docs/spec-notes.md, decided reading 5)', () => {
  it('drops non-digit keystrokes', () => {
    expect(typedQuantity('2a', '2', 5)).toBe('2');
    expect(typedQuantity('-3', '2', 5)).toBe('3');
  });
  it('ignores zero: the previous value stays', () => {
    expect(typedQuantity('0', '2', 5)).toBe('2');
    expect(typedQuantity('00', '4', 5)).toBe('4');
  });
  it('caps a value above the maximum at the maximum', () => {
    expect(typedQuantity('9', '2', 5)).toBe('5');
    expect(typedQuantity('123456789012345678901', '2', 5)).toBe('5');
  });
  it('lets the field be emptied while typing and settles on the maximum when it loses focus', () => {
    expect(typedQuantity('', '2', 5)).toBe('');
    expect(settledQuantity('', 5)).toBe('5');
    expect(settledQuantity('3', 5)).toBe('3');
    expect(quantityOf('', 5)).toBe(5);
  });
  it('minus stops at 1 and plus at the maximum', () => {
    expect(decreased(1)).toBe(1);
    expect(decreased(3)).toBe(2);
    expect(increased(5, 5)).toBe(5);
    expect(increased(4, 5)).toBe(5);
  });
});
