import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Executor } from '../../db/database.ts';
import { forbidden, unauthorized } from '../app-error.ts';
import { registerErrorHandling } from '../error-handler.ts';
import type { Caller } from './caller.ts';
import { onResource, param, publicAccess, signedIn } from './declare-access.ts';
import {
  granted,
  registerAccess,
  SHARE_TOKEN_HEADER,
  signedInMember,
  type ModuleGate,
} from './register-access.ts';
import type { Resource } from './resource.ts';
import { createShareTokens } from './share-token.ts';

const ALICE = { userId: 'user-alice', sessionId: 'session-a' };
const TOKENS: Record<string, typeof ALICE> = { 'alice-token': ALICE };
const NOTE_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_NOTE_ID = '22222222-2222-4222-8222-222222222222';

interface Note {
  id: string;
  text: string;
  readers: string[];
  editors: string[];
}
const NOTES: Note[] = [
  { id: NOTE_ID, text: 'hello', readers: [ALICE.userId], editors: [] },
  { id: OTHER_NOTE_ID, text: 'secret', readers: [], editors: [] },
];

/** A resource over an array: what a scoped query does, without a database. */
const noteResource: Resource<Note, { role: 'reader' | 'editor' | 'viewer' }, 'note.read' | 'note.edit'> = {
  name: 'note',
  async forMember(_db, { userId, id }) {
    const note = NOTES.find((candidate) => candidate.id === id);
    if (!note) return undefined;
    if (note.editors.includes(userId)) return { row: note, access: { role: 'editor' } };
    if (note.readers.includes(userId)) return { row: note, access: { role: 'reader' } };
    return undefined;
  },
  async forShareViewer(_db, { viewer, id }) {
    if (viewer.scope.kind !== 'note' || viewer.scope.id !== id) return undefined;
    const note = NOTES.find((candidate) => candidate.id === id);
    return note ? { row: note, access: { role: 'viewer' } } : undefined;
  },
  allowedActions: ({ access }) => (access.role === 'editor' ? ['note.read', 'note.edit'] : ['note.read']),
  deniedMessage: (action) => `You may not ${action}`,
};

const shareTokens = createShareTokens({ secret: 'a-test-secret-of-at-least-32-characters!' });
let app: FastifyInstance;

async function buildApp(
  routes: (app: FastifyInstance) => void,
  moduleGate?: ModuleGate,
): Promise<FastifyInstance> {
  const instance = Fastify();
  registerErrorHandling(instance);
  registerAccess(instance, {
    db: {} as Executor,
    verifyAccessToken: async (token) => {
      const user = TOKENS[token];
      if (!user) throw unauthorized();
      return user;
    },
    shareTokens,
    prefixes: ['/api'],
    moduleGate,
  });
  await instance.register(async (scope) => routes(scope), { prefix: '/api' });
  await instance.ready();
  return instance;
}

const describeCaller = (caller: Caller) => (caller.kind === 'member' ? caller.userId : caller.linkId);

afterEach(() => app?.close());

describe('declared access', () => {
  const routes = (scope: FastifyInstance) => {
    scope.get('/open', { config: { access: publicAccess() } }, async () => ({ ok: true }));
    scope.get('/me', { config: { access: signedIn() } }, async (request) => ({
      userId: signedInMember(request).userId,
    }));
    scope.get(
      '/notes/:noteId',
      {
        config: {
          access: onResource(noteResource, {
            id: param('noteId'),
            action: 'note.read',
            callers: ['member', 'share'],
          }),
        },
      },
      async (request) => {
        const { row, caller, allowedActions } = granted(request, noteResource);
        return { text: row.text, by: describeCaller(caller), allowedActions };
      },
    );
    scope.put(
      '/notes/:noteId',
      { config: { access: onResource(noteResource, { id: param('noteId'), action: 'note.edit' }) } },
      async (request) => ({ edited: granted(request, noteResource).row.id }),
    );
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const alice = { authorization: 'Bearer alice-token' };

  it('lets anyone call a public route and only a signed-in member a signedIn one', async () => {
    app = await buildApp(routes);
    expect((await get('/api/open')).statusCode).toBe(200);
    expect((await get('/api/me')).statusCode).toBe(401);
    expect((await get('/api/me', { authorization: 'Bearer forged' })).statusCode).toBe(401);
    expect((await get('/api/me', alice)).json()).toEqual({ userId: ALICE.userId });
  });

  it('hands the handler the row, the caller and the allowed actions', async () => {
    app = await buildApp(routes);
    const response = await get(`/api/notes/${NOTE_ID}`, alice);
    expect(response.json()).toEqual({ text: 'hello', by: ALICE.userId, allowedActions: ['note.read'] });
  });

  it('answers 404 alike for a row the caller may not see, an unknown id and a malformed one', async () => {
    app = await buildApp(routes);
    const unknown = '33333333-3333-4333-8333-333333333333';
    for (const id of [OTHER_NOTE_ID, unknown, 'not-an-id', "1' or '1'='1"]) {
      const response = await get(`/api/notes/${encodeURIComponent(id)}`, alice);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('answers 403 with the resource’s message when the role lacks the action, and runs no handler', async () => {
    app = await buildApp(routes);
    const response = await app.inject({ method: 'PUT', url: `/api/notes/${NOTE_ID}`, headers: alice });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'You may not note.edit' });
  });

  it('lets a share-link viewer reach only what the link points at, and only on routes that accept viewers', async () => {
    app = await buildApp(routes);
    const token = await shareTokens.issue({
      linkId: 'link-1',
      scope: { kind: 'note', id: NOTE_ID },
      options: {},
    });
    const viewer = { [SHARE_TOKEN_HEADER]: token };
    expect((await get(`/api/notes/${NOTE_ID}`, viewer)).json()).toMatchObject({
      text: 'hello',
      by: 'link-1',
    });
    // The same link does not reach another note, nor a route that accepts only members.
    expect((await get(`/api/notes/${OTHER_NOTE_ID}`, viewer)).statusCode).toBe(404);
    const edit = await app.inject({ method: 'PUT', url: `/api/notes/${NOTE_ID}`, headers: viewer });
    expect(edit.statusCode).toBe(401);
  });

  it('refuses a forged, expired or member token offered as a share token', async () => {
    app = await buildApp(routes);
    const other = createShareTokens({ secret: 'another-secret-of-at-least-32-characters' });
    const forged = await other.issue({ linkId: 'link-1', scope: { kind: 'note', id: NOTE_ID }, options: {} });
    const expired = await shareTokens.issue(
      { linkId: 'link-1', scope: { kind: 'note', id: NOTE_ID }, options: {} },
      { expiresAt: new Date(Date.now() - 60_000) },
    );
    for (const token of [forged, expired, 'alice-token']) {
      expect((await get(`/api/notes/${NOTE_ID}`, { [SHARE_TOKEN_HEADER]: token })).statusCode).toBe(401);
    }
  });

  it('refuses to start when a route under a service base declares no access', async () => {
    await expect(
      buildApp((scope) => {
        scope.get('/forgotten', async () => ({}));
      }),
    ).rejects.toThrow('GET /api/forgotten declares no access');
  });

  it('stops a handler that reads a resource its route did not declare', async () => {
    app = await buildApp((scope) => {
      scope.get(
        '/wrong',
        { config: { access: signedIn() } },
        async (request) => granted(request, noteResource).row,
      );
    });
    expect((await get('/api/wrong', alice)).statusCode).toBe(500);
  });

  it("asks the module gate about a member's call of a module's route, with the resource's organisation", async () => {
    const asked: string[] = [];
    const inOrg: Resource<Note, { orgId: string }, 'note.read'> = {
      ...noteResource,
      name: 'noteInOrg',
      async forMember(db, input) {
        const found = await noteResource.forMember(db, input);
        return found ? { row: found.row, access: { orgId: 'org-1' } } : undefined;
      },
      async forShareViewer(db, input) {
        const found = await noteResource.forShareViewer?.(db, input);
        return found ? { row: found.row, access: { orgId: 'org-1' } } : undefined;
      },
      allowedActions: () => ['note.read'],
    };
    app = await buildApp(
      (scope) => {
        const access = onResource(inOrg, { id: param('noteId'), callers: ['member', 'share'] });
        scope.get('/blocked/:noteId', { config: { access, product: 'inspiration' } }, async () => ({
          ok: 1,
        }));
        scope.get('/open/:noteId', { config: { access, product: 'drive' } }, async () => ({ ok: 1 }));
        scope.get('/plain/:noteId', { config: { access } }, async () => ({ ok: 1 }));
      },
      async (orgId, module) => {
        asked.push(`${orgId}:${module}`);
        if (module === 'inspiration') throw forbidden('Inspiration is blocked');
      },
    );
    const refused = await get(`/api/blocked/${NOTE_ID}`, alice);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'Inspiration is blocked' });
    expect((await get(`/api/open/${NOTE_ID}`, alice)).statusCode).toBe(200);
    expect((await get(`/api/plain/${NOTE_ID}`, alice)).statusCode).toBe(200);
    // A share-link viewer is not the organisation's member: the gate is not asked.
    const token = await shareTokens.issue({
      linkId: 'link-1',
      scope: { kind: 'note', id: NOTE_ID },
      options: {},
    });
    expect((await get(`/api/blocked/${NOTE_ID}`, { [SHARE_TOKEN_HEADER]: token })).statusCode).toBe(200);
    expect(asked).toEqual(['org-1:inspiration', 'org-1:drive']);
  });
});
