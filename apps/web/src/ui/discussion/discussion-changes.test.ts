import { describe, expect, it } from 'vitest';
import {
  applyDiscussionChange,
  filterDiscussions,
  isPending,
  openCount,
  pendingComment,
  pendingReply,
  type DiscussionShape,
} from './discussion-changes.ts';
import { aCommentShape, aReply } from './discussion-fixtures.ts';

const author = { userId: 'user-1', name: 'Riley Moss', imageURL: null };
const now = new Date('2026-04-01T10:00:00.000Z');

/** A comment on anything: what it discusses rides along untouched. */
type Comment = DiscussionShape & { about: string };

function aComment(overrides: Partial<Comment> = {}): Comment {
  return { ...aCommentShape(), about: 'the first frame', ...overrides };
}

describe('comment changes shown before the server answers', () => {
  const open = aComment({ _id: 'd1', replies: [aReply()] });
  const resolved = aComment({ _id: 'd2', status: 'resolved' });
  const list: Comment[] = [open, resolved];

  it('adds a pending comment, without actions until the server has it, keeping what it is about', () => {
    const pending: Comment = { ...pendingComment({ content: 'New', author, now }), about: 'the logo' };
    const next = applyDiscussionChange(list, { kind: 'add', discussion: pending });
    expect(next.map((d) => d._id)).toEqual(['d1', 'd2', pending._id]);
    expect(isPending(pending._id)).toBe(true);
    expect(next[2]).toMatchObject({
      about: 'the logo',
      authorName: 'Riley Moss',
      status: 'open',
      createdAt: now.toISOString(),
      allowedActions: [],
    });
    expect(openCount(next)).toBe(2);
    // The list given stays as it was: it is what a failure rolls back to.
    expect(list).toHaveLength(2);
  });

  it('edits, resolves, reopens and removes a comment', () => {
    expect(
      applyDiscussionChange(list, { kind: 'edit', discussionId: 'd1', content: 'Cut 2 frames' }, now)[0],
    ).toMatchObject({ content: 'Cut 2 frames', updatedAt: now.toISOString(), about: 'the first frame' });
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
    expect(isPending(reply._id)).toBe(true);
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

  it('filters by status as the filter says, in the order given', () => {
    expect(filterDiscussions([resolved, open], 'all').map((d) => d._id)).toEqual(['d2', 'd1']);
    expect(filterDiscussions(list, 'open').map((d) => d._id)).toEqual(['d1']);
    expect(filterDiscussions(list, 'resolved').map((d) => d._id)).toEqual(['d2']);
  });
});
