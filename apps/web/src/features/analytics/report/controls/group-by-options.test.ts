import { describe, expect, it } from 'vitest';
import type { NamingConvention } from '../../../../api/report-library-api.ts';
import { groupByLabel } from './group-by-options.ts';

const STUDIO: NamingConvention = {
  _id: 'c1',
  workspaceId: 'ws-1',
  adAccountId: 'acc-1',
  name: 'Studio names',
  separator: '_',
  properties: ['Angle', 'Format'],
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('the words for a grouping', () => {
  it('names static, AI and naming-convention groupings as the trigger and the first column show them', () => {
    expect(groupByLabel('landing_page', [])).toBe('Landing page');
    expect(groupByLabel('ai:persona', [])).toBe('Persona');
    expect(groupByLabel('naming_convention:c1:Angle', [STUDIO])).toBe('Studio names: Angle');
  });

  it('reads a removed convention’s grouping as its property alone', () => {
    expect(groupByLabel('naming_convention:gone:Angle', [STUDIO])).toBe('Angle');
  });
});
