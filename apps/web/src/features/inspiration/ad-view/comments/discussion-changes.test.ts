import type { InspirationDiscussion } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { isPending } from '../../../../ui/discussion/discussion-changes.ts';
import { aCommentShape, aReply } from '../../../../ui/discussion/discussion-fixtures.ts';
import { pendingDiscussion, shownDiscussions } from './discussion-changes.ts';

const author = { userId: 'user-1', name: 'Riley Moss', imageURL: null };
const now = new Date('2026-04-01T10:00:00.000Z');

function aDiscussion(overrides: Partial<InspirationDiscussion> = {}): InspirationDiscussion {
  return { ...aCommentShape(), assetIndex: 1, content: 'The hook lands in the first second', ...overrides };
}

describe('an asset’s comments', () => {
  const open = aDiscussion({ _id: 'd1', replies: [aReply()] });
  const resolved = aDiscussion({ _id: 'd2', status: 'resolved', createdAt: '2026-03-02T09:00:00.000Z' });
  const list = [open, resolved];

  it('shows a comment being sent on its asset, without actions until the server has it', () => {
    const pending = pendingDiscussion({ assetIndex: 1, content: 'Steal this CTA', author, now });
    expect(isPending(pending._id)).toBe(true);
    expect(pending).toMatchObject({
      assetIndex: 1,
      authorName: 'Riley Moss',
      status: 'open',
      allowedActions: [],
    });
  });

  it('filters by status, oldest first', () => {
    const later = aDiscussion({ _id: 'd0', createdAt: '2026-03-03T09:00:00.000Z' });
    expect(shownDiscussions([later, ...list], 'all').map((d) => d._id)).toEqual(['d1', 'd2', 'd0']);
    expect(shownDiscussions([later, ...list], 'open').map((d) => d._id)).toEqual(['d1', 'd0']);
    expect(shownDiscussions([later, ...list], 'resolved').map((d) => d._id)).toEqual(['d2']);
  });
});
