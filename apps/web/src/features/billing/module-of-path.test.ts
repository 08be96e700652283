import { describe, expect, it } from 'vitest';
import { moduleOfPath } from './module-of-path.ts';

describe('moduleOfPath', () => {
  it('finds the module of each page, keeping Creative Hub filters apart from Inspiration ones', () => {
    expect(moduleOfPath('/app/inspirations/w1/b2')).toBe('inspiration');
    expect(moduleOfPath('/app/filter-inspiration/saved/f1')).toBe('inspiration');
    expect(moduleOfPath('/app/library/discover')).toBe('inspiration');
    expect(moduleOfPath('/app/filter/saved/f1')).toBe('drive');
    expect(moduleOfPath('/app/drive/w1')).toBe('drive');
    expect(moduleOfPath('/app/drive/w1/file/f1')).toBe('drive');
    expect(moduleOfPath('/app/analytics/w1/reports')).toBe('analytics');
  });

  it('leaves pages of no module alone', () => {
    expect(moduleOfPath('/app')).toBeUndefined();
    expect(moduleOfPath('/app/settings')).toBeUndefined();
    expect(moduleOfPath('/app/drivers')).toBeUndefined();
  });
});
