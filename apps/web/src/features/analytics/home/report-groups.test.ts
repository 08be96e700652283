import { describe, expect, it } from 'vitest';
import { reportGroups } from './report-groups.ts';

const report = (id: string) => ({
  _id: id,
  name: id,
  adAccountId: 'acc-1',
  reportType: 'top_ads',
  emoticon: null,
});
const folder = (id: string, children: string[]) => ({
  _id: id,
  name: `Folder ${id}`,
  adAccountId: 'acc-1',
  workspaceId: 'ws-1',
  emoticon: null,
  position: 0,
  children: children.map(report),
});

describe('reportGroups', () => {
  it('keeps the folders that hold reports, in order, then the reports in no folder', () => {
    const groups = reportGroups({
      data: [folder('a', ['r1']), folder('empty', []), folder('b', ['r2', 'r3'])],
      unfiled: [report('u1')],
    });
    expect(groups.map((group) => [group.title, group.reports.map((item) => item._id)])).toEqual([
      ['Folder a', ['r1']],
      ['Folder b', ['r2', 'r3']],
      ['Not in a folder', ['u1']],
    ]);
  });

  it('has no "Not in a folder" group when every report is in a folder', () => {
    expect(reportGroups({ data: [folder('a', ['r1'])], unfiled: [] }).map((group) => group.key)).toEqual([
      'a',
    ]);
  });
});
