import { describe, expect, it } from 'vitest';
import { isNameLike, normaliseText } from './text.ts';

describe('text rules (spec section 5)', () => {
  it('turns line and paragraph separators and unusual spaces into a plain space', () => {
    expect(normaliseText('a\u2028b\u2029c\u00A0d\u3000e')).toBe('a b c d e');
  });

  it('accepts letters and spaces as a name, nothing else', () => {
    expect(isNameLike('Ana Lima')).toBe(true);
    expect(isNameLike('Zoë Ørsted')).toBe(true);
    expect(isNameLike('Ana-Lima')).toBe(false);
    expect(isNameLike('R2D2')).toBe(false);
  });
});
