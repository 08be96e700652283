import type { DriveReply, InspirationDiscussion } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import {
  applyDiscussionChange,
  filterDiscussions,
  isPending,
  openCount,
  pendingDiscussion,
  pendingReply,
} from './discussion-changes.ts';

const author = { userId: 'user-1', name: 'Riley Moss', imageURL: null };
const now = new Date('2026-04-01T10:00:00.000Z');

function aReply(overrides: Partial<DriveReply> = {}): DriveReply {
  return {
    _id: 'r1',
    content: 'On it',
    createdBy: 'user-2',
    authorName: 'Sam Lee',
    authorImageURL: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    allowedActions: ['comment.edit', 'comment.delete'],
    ...overrides,
  };
}

function aDiscussion(overrides: Partial<InspirationDiscussion> = {}): InspirationDiscussion {
  return {
    _id: 'd1',
    assetIndex: 1,
    content: 'The hook lands in the first second',
    status: 'open',
    createdBy: 'user-2',
    authorName: 'Sam Lee',
    authorImageURL: null,
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-01T09:00:00.000Z',
    replies: [],
    allowedActions: ['comment.edit', 'comment.delete', 'comment.resolve'],
    ...overrides,
  };
}

describe('an asset’s comments, changed before the server answers', () => {
  const open = aDiscussion({ _id: 'd1', replies: [aReply()] });
  const resolved = aDiscussion({ _id: 'd2', status: 'resolved', createdAt: '2026-03-02T09:00:00.000Z' });
  const list = [open, resolved];

  it('adds a comment on the asset, without actions until the server has it', () => {
    const pending = pendingDiscussion({ assetIndex: 1, content: 'Steal this CTA', author, now });
    const next = applyDiscussionChange(list, { kind: 'add', discussion: pending });
    expect(next.map((d) => d._id)).toEqual(['d1', 'd2', pending._id]);
    expect(isPending(pending._id)).toBe(true);
    expect(pending).toMatchObject({
      assetIndex: 1,
      authorName: 'Riley Moss',
      status: 'open',
      allowedActions: [],
    });
    expect(openCount(next)).toBe(2);
    // The list given stays as it was: a refusal puts it back.
    expect(list).toHaveLength(2);
  });

  it('edits, resolves, reopens and removes a comment', () => {
    const edited = applyDiscussionChange(
      list,
      { kind: 'edit', discussionId: 'd1', content: 'Hook at 0:01' },
      now,
    );
    expect(edited[0]).toMatchObject({ content: 'Hook at 0:01', updatedAt: now.toISOString() });
    const resolvedAll = applyDiscussionChange(list, { kind: 'resolve', discussionId: 'd1', resolved: true });
    expect(openCount(resolvedAll)).toBe(0);
    expect(
      applyDiscussionChange(list, { kind: 'resolve', discussionId: 'd2', resolved: false })[1]?.status,
    ).toBe('open');
    expect(applyDiscussionChange(list, { kind: 'remove', discussionId: 'd1' }).map((d) => d._id)).toEqual([
      'd2',
    ]);
  });

  it('adds, edits and removes replies', () => {
    const reply = pendingReply({ content: 'Agreed', author, now });
    const added = applyDiscussionChange(list, { kind: 'addReply', discussionId: 'd1', reply });
    expect(added[0]?.replies.map((r) => r._id)).toEqual(['r1', reply._id]);
    const edited = applyDiscussionChange(added, {
      kind: 'editReply',
      discussionId: 'd1',
      replyId: 'r1',
      content: 'Done',
    });
    expect(edited[0]?.replies[0]?.content).toBe('Done');
    const removed = applyDiscussionChange(edited, { kind: 'removeReply', discussionId: 'd1', replyId: 'r1' });
    expect(removed[0]?.replies.map((r) => r._id)).toEqual([reply._id]);
  });

  it('filters by status, oldest first', () => {
    const later = aDiscussion({ _id: 'd0', createdAt: '2026-03-03T09:00:00.000Z' });
    expect(filterDiscussions([later, ...list], 'all').map((d) => d._id)).toEqual(['d1', 'd2', 'd0']);
    expect(filterDiscussions([later, ...list], 'open').map((d) => d._id)).toEqual(['d1', 'd0']);
    expect(filterDiscussions([later, ...list], 'resolved').map((d) => d._id)).toEqual(['d2']);
  });
});
