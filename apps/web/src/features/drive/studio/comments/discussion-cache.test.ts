import { describe, expect, it } from 'vitest';
import { isPending } from '../../../../ui/discussion/discussion-changes.ts';
import { orderDiscussions, pendingDiscussion } from './discussion-cache.ts';
import { aDiscussion } from './discussion-fixtures.ts';

const author = { userId: 'user-1', name: 'Riley Moss', imageURL: null };
const now = new Date('2026-04-01T10:00:00.000Z');

describe('a version’s comments', () => {
  it('shows a comment being sent on its version and at its place, without actions until the server has it', () => {
    const pending = pendingDiscussion({
      versionId: 'v1',
      content: 'New',
      annotation: { time: 2.5 },
      author,
      now,
    });
    expect(isPending(pending._id)).toBe(true);
    expect(pending).toMatchObject({
      versionId: 'v1',
      annotation: { time: 2.5 },
      authorName: 'Riley Moss',
      status: 'open',
      allowedActions: [],
    });
  });

  it('orders a video’s comments by their time, then by when they were written', () => {
    const late = aDiscussion({ _id: 'late', annotation: { time: 9 }, createdAt: '2026-01-01T00:00:00.000Z' });
    const early = aDiscussion({
      _id: 'early',
      annotation: { time: 1 },
      createdAt: '2026-01-02T00:00:00.000Z',
    });
    const noTime = aDiscussion({ _id: 'none', annotation: null, createdAt: '2026-01-01T00:00:00.000Z' });
    expect(orderDiscussions([noTime, late, early]).map((d) => d._id)).toEqual(['early', 'late', 'none']);
  });
});
