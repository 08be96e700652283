import type { DriveDiscussion, DriveReply } from '@hookline/domain';

/** A comment for tests: open, by a member, with every action; whatever a test overrides. */
export function aDiscussion(overrides: Partial<DriveDiscussion> = {}): DriveDiscussion {
  return {
    _id: 'd-1',
    versionId: 'v-1',
    content: 'Looks good',
    status: 'open',
    annotation: null,
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

export function aReply(overrides: Partial<DriveReply> = {}): DriveReply {
  return {
    _id: 'r-1',
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
