import { describe, expect, it } from 'vitest';
import { DEFAULT_VIEW, filterCount, nextSort, readViewParams, writeViewParams } from './view-params.ts';

describe('a folder’s view in the address', () => {
  it('reads the defaults from an empty address, and the remembered view', () => {
    expect(readViewParams(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(readViewParams(new URLSearchParams(), 'list').view).toBe('list');
  });

  it('round-trips a view, a sort and filters, and keeps other values', () => {
    const params = {
      view: 'list' as const,
      sort: 'size' as const,
      order: 'desc' as const,
      filters: { types: ['video' as const], tagIds: ['t1', 't2'], favouritesOnly: true },
    };
    const search = writeViewParams(new URLSearchParams('file=abc'), params);
    expect(search.toString()).toBe(
      'file=abc&view=list&sort=size&order=desc&type=video&tags=t1%2Ct2&favourites=1',
    );
    expect(readViewParams(search)).toEqual(params);
    expect(filterCount(params.filters)).toBe(3);
  });

  it('ignores what it doesn’t know', () => {
    expect(readViewParams(new URLSearchParams('view=table&sort=colour&order=up&type=pdf,image'))).toEqual({
      ...DEFAULT_VIEW,
      filters: { types: ['image'] },
    });
  });

  it('turns a column’s order round, and starts another ascending', () => {
    expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
    expect(nextSort({ sort: 'name', order: 'desc' }, 'size')).toEqual({ sort: 'size', order: 'asc' });
  });
});
