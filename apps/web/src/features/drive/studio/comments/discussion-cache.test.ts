import type { DriveDiscussion } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import {
  applyDiscussionChange,
  filterDiscussions,
  isPending,
  orderDiscussions,
  pendingDiscussion,
  pendingReply,
} from './discussion-cache.ts';
import { aDiscussion, aReply } from './discussion-fixtures.ts';

const author = { userId: 'user-1', name: 'Riley Moss', imageURL: null };
const now = new Date('2026-04-01T10:00:00.000Z');

describe('comment changes shown before the server answers', () => {
  const open = aDiscussion({ _id: 'd1', content: 'Tighten the cut', replies: [aReply({ _id: 'r1' })] });
  const resolved = aDiscussion({ _id: 'd2', status: 'resolved' });
  const list: DriveDiscussion[] = [open, resolved];

  it('adds a pending comment, without actions until the server has it', () => {
    const pending = pendingDiscussion({ versionId: 'v1', content: 'New', annotation: null, author, now });
    const next = applyDiscussionChange(list, { kind: 'add', discussion: pending });
    expect(next.map((d) => d._id)).toEqual(['d1', 'd2', pending._id]);
    expect(isPending(pending._id)).toBe(true);
    expect(pending).toMatchObject({ authorName: 'Riley Moss', status: 'open', allowedActions: [] });
    // The list given stays as it was: it is what a failure rolls back to.
    expect(list).toHaveLength(2);
  });

  it('edits, resolves, reopens and removes a comment', () => {
    expect(
      applyDiscussionChange(list, { kind: 'edit', discussionId: 'd1', content: 'Cut 2 frames' }, now)[0],
    ).toMatchObject({
      content: 'Cut 2 frames',
      updatedAt: now.toISOString(),
    });
    expect(
      applyDiscussionChange(list, { kind: 'resolve', discussionId: 'd1', resolved: true })[0]?.status,
    ).toBe('resolved');
    expect(
      applyDiscussionChange(list, { kind: 'resolve', discussionId: 'd2', resolved: false })[1]?.status,
    ).toBe('open');
    expect(applyDiscussionChange(list, { kind: 'remove', discussionId: 'd1' }).map((d) => d._id)).toEqual([
      'd2',
    ]);
  });

  it('adds, edits and removes replies', () => {
    const reply = pendingReply({ content: 'Done', author, now });
    const added = applyDiscussionChange(list, { kind: 'addReply', discussionId: 'd1', reply });
    expect(added[0]?.replies.map((r) => r._id)).toEqual(['r1', reply._id]);
    const edited = applyDiscussionChange(added, {
      kind: 'editReply',
      discussionId: 'd1',
      replyId: 'r1',
      content: 'Fixed',
    });
    expect(edited[0]?.replies[0]?.content).toBe('Fixed');
    const removed = applyDiscussionChange(edited, { kind: 'removeReply', discussionId: 'd1', replyId: 'r1' });
    expect(removed[0]?.replies.map((r) => r._id)).toEqual([reply._id]);
    expect(list[0]?.replies).toHaveLength(1);
  });

  it('filters by status as the panel’s filter says', () => {
    expect(filterDiscussions(list, 'all')).toHaveLength(2);
    expect(filterDiscussions(list, 'open').map((d) => d._id)).toEqual(['d1']);
    expect(filterDiscussions(list, 'resolved').map((d) => d._id)).toEqual(['d2']);
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
