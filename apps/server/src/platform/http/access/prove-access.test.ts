import { describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../app-error.ts';
import type { MemberCaller } from './caller.ts';
import { proveMemberAccess, requireAction } from './prove-access.ts';
import type { Resource } from './resource.ts';

const READER: MemberCaller = { kind: 'member', userId: 'user-reader', sessionId: 'session-1' };
const NOTE_ID = '11111111-1111-4111-8111-111111111111';
const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const OTHER_ID = '33333333-3333-4333-8333-333333333333';

/** One note in one folder, which only the reader sees, and only to read. */
const notes: Resource<{ id: string }, { folderId: string }, 'note.read' | 'note.edit'> = {
  name: 'note',
  async forMember(_db, { userId, id, within }) {
    if (userId !== READER.userId || id !== NOTE_ID) return undefined;
    if (within !== undefined && within !== FOLDER_ID) return undefined;
    return { row: { id }, access: { folderId: FOLDER_ID } };
  },
  allowedActions: () => ['note.read'],
  deniedMessage: (action) => `You may not ${action}`,
};

const db = {} as Executor;
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  return error instanceof AppError ? { code: error.code, message: error.message } : error;
};

describe('proving a member’s access by hand', () => {
  it('gives the row, the access and the allowed actions when the action is allowed', async () => {
    const proven = await proveMemberAccess(db, notes, {
      caller: READER,
      unverifiedId: NOTE_ID,
      unverifiedWithin: FOLDER_ID,
      action: 'note.read',
    });
    expect(proven).toEqual({
      row: { id: NOTE_ID },
      access: { folderId: FOLDER_ID },
      allowedActions: ['note.read'],
    });
  });

  it('answers alike, 404 with the message given, for a malformed, an unknown and an unseen id', async () => {
    const cases = [
      { unverifiedId: 'not-an-id' },
      { unverifiedId: NOTE_ID, unverifiedWithin: 'not-an-id' },
      { unverifiedId: OTHER_ID },
      { unverifiedId: NOTE_ID, unverifiedWithin: OTHER_ID },
    ];
    for (const ids of cases) {
      const found = proveMemberAccess(db, notes, {
        caller: READER,
        ...ids,
        notFoundMessage: 'Note not found',
      });
      expect(await refusal(found), JSON.stringify(ids)).toEqual({
        code: 'NOT_FOUND',
        message: 'Note not found',
      });
    }
  });

  it('answers 403 with the resource’s message for an action the access does not allow', async () => {
    const edit = proveMemberAccess(db, notes, { caller: READER, unverifiedId: NOTE_ID, action: 'note.edit' });
    expect(await refusal(edit)).toEqual({ code: 'FORBIDDEN', message: 'You may not note.edit' });
    expect(() => requireAction(notes, ['note.read'], 'note.edit')).toThrow('You may not note.edit');
    expect(() => requireAction(notes, ['note.read'], 'note.read')).not.toThrow();
  });
});
