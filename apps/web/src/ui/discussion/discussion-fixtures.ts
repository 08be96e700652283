import type { DriveReply } from '@hookline/domain';
import type { DiscussionShape } from './discussion-changes.ts';

/** A reply for tests: by a member, editable and deletable; whatever a test overrides. */
export function aReply(overrides: Partial<DriveReply> = {}): DriveReply {
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

/** What every comment has, for tests: open, by a member, with every action; an area adds what it is about. */
export function aCommentShape(overrides: Partial<DiscussionShape> = {}): DiscussionShape {
  return {
    _id: 'd1',
    content: 'Tighten the cut',
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
