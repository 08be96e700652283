import { describe, expect, it } from 'vitest';
import { groupByLabel } from './group-by-label.ts';

describe('the grouping label', () => {
  it('names static, AI and naming-convention groupings in words', () => {
    expect(groupByLabel('landing_page', [])).toBe('Landing page');
    expect(groupByLabel('ai:persona', [])).toBe('Persona');
    expect(groupByLabel('naming_convention:c1:Angle', [{ _id: 'c1', name: 'Studio names' }])).toBe(
      'Angle (Studio names)',
    );
    expect(groupByLabel('naming_convention:gone:Angle', [])).toBe('Angle');
  });
});
