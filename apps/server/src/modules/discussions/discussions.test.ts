import { describe, expect, it } from 'vitest';
import { DISCUSSION_ACTIONS, ownedCommentActions, REPLY_ACTIONS } from './comment-actions.ts';
import { ANONYMOUS_AUTHOR, authorColumns, authorOf, UNKNOWN_AUTHOR } from './comment-authors.ts';

const ME = '00000000-0000-4000-8000-000000000001';
const SOMEONE = '00000000-0000-4000-8000-000000000002';

describe('one set of comment rules for every area', () => {
  it('gives the author edit, delete and resolve, and others only what their role adds', () => {
    const on = (role: 'admin' | 'collaborator' | 'guest', makerUserId: string | null) =>
      ownedCommentActions(
        { role, products: ['drive'] },
        { product: 'drive', callerUserId: ME, makerUserId, kinds: DISCUSSION_ACTIONS },
      );
    expect(on('guest', ME)).toEqual(['comment.edit', 'comment.delete', 'comment.resolve']);
    expect(on('guest', SOMEONE)).toEqual([]);
    expect(on('collaborator', SOMEONE)).toEqual(['comment.resolve']);
    expect(on('admin', SOMEONE)).toEqual(['comment.delete', 'comment.resolve']);
    // A viewer's comment has no maker: nobody edits it, an admin still deletes it.
    expect(on('admin', null)).toEqual(['comment.delete', 'comment.resolve']);
  });

  it('never lets a reply be resolved on its own', () => {
    const actions = ownedCommentActions(
      { role: 'admin', products: ['inspiration'] },
      { product: 'inspiration', callerUserId: ME, makerUserId: ME, kinds: REPLY_ACTIONS },
    );
    expect(actions).toEqual(['comment.edit', 'comment.delete']);
  });

  it('gives nothing to a member without the product the comments belong to', () => {
    const actions = ownedCommentActions(
      { role: 'admin', products: ['drive'] },
      { product: 'inspiration', callerUserId: ME, makerUserId: ME, kinds: DISCUSSION_ACTIONS },
    );
    expect(actions).toEqual([]);
  });

  it('keeps a member by id and a viewer by the name they gave, and names the rest', () => {
    expect(authorColumns({ kind: 'member', userId: ME })).toEqual({ createdByUserId: ME, authorName: null });
    expect(authorColumns({ kind: 'viewer', name: 'Ann' })).toEqual({
      createdByUserId: null,
      authorName: 'Ann',
    });
    const authors = new Map([[ME, { name: 'Mia Moss', imageUrl: '/avatar.png' }]]);
    expect(authorOf({ createdByUserId: ME, authorName: null }, authors)).toEqual({
      name: 'Mia Moss',
      imageUrl: '/avatar.png',
    });
    expect(authorOf({ createdByUserId: SOMEONE, authorName: null }, authors).name).toBe(UNKNOWN_AUTHOR);
    expect(authorOf({ createdByUserId: null, authorName: null }, authors).name).toBe(UNKNOWN_AUTHOR);
    expect(authorOf({ createdByUserId: null, authorName: '  ' }, authors).name).toBe(ANONYMOUS_AUTHOR);
    expect(authorOf({ createdByUserId: null, authorName: 'Ann' }, authors)).toEqual({
      name: 'Ann',
      imageUrl: null,
    });
  });
});
