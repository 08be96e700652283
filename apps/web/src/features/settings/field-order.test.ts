import { describe, expect, it } from 'vitest';
import { reorderedIds } from './field-order.ts';

describe('the fields’ order after a drag', () => {
  const ids = ['a', 'b', 'c'];

  it('moves the dragged field to where it was dropped', () => {
    expect(reorderedIds(ids, 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(reorderedIds(ids, 'c', 'a')).toEqual(['c', 'a', 'b']);
  });

  it('gives nothing to send when the drop changed nothing', () => {
    expect(reorderedIds(ids, 'b', 'b')).toBeUndefined();
    expect(reorderedIds(ids, 'b', undefined)).toBeUndefined();
    expect(reorderedIds(ids, 'x', 'a')).toBeUndefined();
  });
});
