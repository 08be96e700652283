import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FolderChatConnection } from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { secretBoxOf } from '../../../platform/crypto/secret-box.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import { createGuardedFetch } from '../../../platform/net/guarded-fetch.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { driveFileUploadedJob } from '../drive-events.job.ts';
import { buildFolderDto } from '../folders/folder-dto.ts';
import { NOBODY } from '../files/drive-viewer.ts';
import { driveFolders, type DriveFolderRow } from '../tables.ts';
import {
  insertReviewFile,
  insertReviewFolder,
  reviewSnapshot,
  type ReviewFile,
} from '../versions/test-support-review-rows.ts';
import { notifyFileUploaded } from '../notifications/drive-event-handlers.ts';
import { connectFolderChat } from './folder-chat.service.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";
const SLACK_URL = 'https://hooks.slack.com/services/T0001/B0001/abcdefghijklmnopqrstuvwx';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

/** A stand-in for Slack's incoming webhooks on loopback: records each post, answers with `status`. */
function startReceiver() {
  const posts: { path: string; contentType: string | undefined; body: { text: string } }[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.status === 200) {
        posts.push({
          path: request.url ?? '',
          contentType: request.headers['content-type'],
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string },
        });
      }
      response
        .writeHead(state.status, { 'content-type': 'text/plain' })
        .end(state.status === 200 ? 'ok' : 'no');
    });
  });
  return { server, posts, state };
}

describe("a folder's team chat", () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let parent: DriveFolderRow;
  let child: DriveFolderRow;
  let foreignFolder: DriveFolderRow;
  let file: ReviewFile;
  const receiver = startReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    // The guard as configured, plus the loopback receiver this test starts.
    t = await createTestApp({
      services: { outbound: createGuardedFetch({ allowedNetworks: ['127.0.0.1/32'] }) },
    });
    team = await createTeam(t);
    parent = await insertReviewFolder(t, { workspace: team.workspace, name: 'Campaigns' });
    child = await insertReviewFolder(t, {
      workspace: team.workspace,
      name: 'Summer <launch>',
      parentId: parent.id,
    });
    foreignFolder = await insertReviewFolder(t, { workspace: team.otherWorkspace, name: 'Rival' });
    file = await insertReviewFile(t, {
      workspace: team.workspace,
      folderId: child.id,
      name: 'hero & co',
      versions: 2,
    });
  });
  beforeEach(() => {
    receiver.posts.length = 0;
    receiver.state.status = 200;
  });
  afterAll(async () => {
    await t.close();
    receiver.server.closeAllConnections();
    receiver.server.close();
  });

  const chat = (method: 'PUT' | 'DELETE', folderId: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/assets/folder/${folderId}/chat`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const folderRow = async (id: string) => {
    const [row] = await t.context.database.db.select().from(driveFolders).where(eq(driveFolders.id, id));
    return row!;
  };

  describe('connecting and disconnecting', () => {
    it('keeps the webhook sealed, answers only its host, and the folder shows the connection', async () => {
      const response = await chat('PUT', parent.id, team.collaborator.token, {
        webhookUrl: ` ${SLACK_URL} `,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<FolderChatConnection>()).toEqual({
        folderId: parent.id,
        hasChatConnection: true,
        webhookHost: 'hooks.slack.com',
      });
      expect(response.body).not.toContain('abcdefghijklmnopqrstuvwx');
      const sealed = (await folderRow(parent.id)).chatWebhookSealed!;
      expect(sealed).toMatch(/^v2\./);
      expect(sealed).not.toContain('hooks.slack.com');
      expect(secretBoxOf(t.context.config).open(sealed)).toBe(SLACK_URL);
      const dto = await buildFolderDto(
        { db: t.context.database.db },
        { folder: await folderRow(parent.id), viewer: NOBODY },
      );
      expect(dto.hasChatConnection).toBe(true);

      const disconnected = await chat('DELETE', parent.id, team.admin.token);
      expect(disconnected.statusCode).toBe(200);
      expect(disconnected.json<FolderChatConnection>()).toEqual({
        folderId: parent.id,
        hasChatConnection: false,
        webhookHost: null,
      });
      expect((await folderRow(parent.id)).chatWebhookSealed).toBeNull();
    });

    it('refuses a bad URL (never a 500), a private address, the root, a guest and another organisation', async () => {
      const before = await reviewSnapshot(t);
      const token = team.collaborator.token;
      const cases: Array<['PUT' | 'DELETE', string, string, object | undefined, number, string?]> = [
        ['PUT', parent.id, token, {}, 400, 'Please enter a valid URL'],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'hooks.slack.com/services/x' },
          400,
          'Please enter a valid URL',
        ],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'http://hooks.slack.com/x' },
          400,
          'The webhook URL must start with https://',
        ],
        ['PUT', parent.id, token, { webhookUrl: 'javascript:alert(1)' }, 400, 'Please enter a valid URL'],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'https://user:pw@hooks.slack.com/x' },
          400,
          'Please enter a valid URL',
        ],
        ['PUT', parent.id, token, { webhookUrl: `${SLACK_URL}\ud800` }, 400, 'Please enter a valid URL'],
        ['PUT', parent.id, token, { webhookUrl: '\u0000' }, 400, 'Please enter a valid URL'],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: `https://x.test/${'a'.repeat(100_000)}` },
          400,
          'Please enter a valid URL',
        ],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'https://10.0.0.8/hook' },
          400,
          'This webhook address is not allowed',
        ],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'https://169.254.169.254/x' },
          400,
          'This webhook address is not allowed',
        ],
        [
          'PUT',
          parent.id,
          token,
          { webhookUrl: 'https://[::1]/x' },
          400,
          'This webhook address is not allowed',
        ],
        [
          'PUT',
          team.workspace.id,
          token,
          { webhookUrl: SLACK_URL },
          400,
          'Team chat connects to a folder. Choose a folder inside the workspace.',
        ],
        ['PUT', parent.id, team.guest.token, { webhookUrl: SLACK_URL }, 403, DENIED],
        ['DELETE', parent.id, team.guest.token, undefined, 403, DENIED],
        ['PUT', parent.id, team.outsider.token, { webhookUrl: SLACK_URL }, 404],
        ['DELETE', parent.id, team.outsider.token, undefined, 404],
        ['PUT', foreignFolder.id, token, { webhookUrl: SLACK_URL }, 404],
        ['PUT', 'not-a-folder', token, { webhookUrl: SLACK_URL }, 404],
      ];
      for (const [method, folderId, caller, payload, status, message] of cases) {
        const response = await chat(method, folderId, caller, payload);
        expect(response.statusCode, `${method} ${folderId} ${JSON.stringify(payload)?.slice(0, 60)}`).toBe(
          status,
        );
        if (message) expect(messageOf(response), JSON.stringify(payload)?.slice(0, 60)).toBe(message);
      }
      expect(await reviewSnapshot(t)).toEqual(before);
    });
  });

  describe('posts', () => {
    beforeAll(async () => {
      // The receiver is plain http on loopback, which the route refuses: it is stored through the service.
      await connectFolderChat(t.context, {
        folder: { id: parent.id, orgId: parent.orgId, workspaceId: parent.workspaceId, folder: parent },
        webhookUrl: `${receiverUrl}/services/parent`,
      });
    });

    it('posts a new comment to the nearest folder above the file that has a chat, with a link to the comment, once', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/assets/file/${file.id}/version/${file.versions[1]!.id}/discussion`,
        headers: bearer(team.collaborator.token),
        payload: { content: `Tighter crop <here> & @[Ada](${team.admin.user.id})` },
      });
      expect(response.statusCode).toBe(200);
      const comment = response.json<{ _id: string }>()._id;
      const version = file.versions[1]!.id;
      const link = `http://localhost:3000/app/drive/${team.workspace.id}/${child.id}?file=${file.id}&version=${version}&comment=${comment}`;
      expect(receiver.posts).toEqual([
        {
          path: '/services/parent',
          contentType: 'application/json',
          body: {
            text: `Cleo Lovelace commented on <${link}|hero &amp; co>:\n>Tighter crop &lt;here&gt; &amp; @Ada`,
          },
        },
      ]);
    });

    it('posts a new upload, only to the nearest connected folder, and only once however often the job runs', async () => {
      await connectFolderChat(t.context, {
        folder: { id: child.id, orgId: child.orgId, workspaceId: child.workspaceId, folder: child },
        webhookUrl: `${receiverUrl}/services/child`,
      });
      const upload = await insertReviewFile(t, {
        workspace: team.workspace,
        folderId: child.id,
        name: 'teaser',
      });
      const event = {
        fileId: upload.id,
        versionId: upload.versions[0]!.id,
        uploadedByUserId: team.admin.user.id,
        uploaderName: null,
        isNewVersion: false,
      };
      await dispatchJob(t.context, driveFileUploadedJob, event);
      await notifyFileUploaded(t.context, event);
      const link = `http://localhost:3000/app/drive/${team.workspace.id}/${child.id}?file=${upload.id}`;
      expect(receiver.posts).toEqual([
        {
          path: '/services/child',
          contentType: 'application/json',
          body: { text: `Ada Lovelace uploaded <${link}|teaser> to Summer &lt;launch&gt;` },
        },
      ]);
    });

    it('retries a post the chat refused with a 5xx, and drops one it answered 404 (a removed webhook)', async () => {
      const upload = await insertReviewFile(t, {
        workspace: team.workspace,
        folderId: child.id,
        name: 'retry',
      });
      const event = {
        fileId: upload.id,
        versionId: upload.versions[0]!.id,
        uploadedByUserId: team.admin.user.id,
        uploaderName: null,
        isNewVersion: false,
      };
      receiver.state.status = 503;
      await expect(notifyFileUploaded(t.context, event)).rejects.toThrow('Team chat answered 503');
      receiver.state.status = 200;
      await notifyFileUploaded(t.context, event);
      expect(receiver.posts.map((post) => post.body.text)).toEqual([expect.stringContaining('uploaded <')]);

      const gone = await insertReviewFile(t, { workspace: team.workspace, folderId: child.id, name: 'gone' });
      receiver.state.status = 404;
      const dropped = { ...event, fileId: gone.id, versionId: gone.versions[0]!.id };
      await expect(notifyFileUploaded(t.context, dropped)).resolves.toBeUndefined();
      receiver.state.status = 200;
      await notifyFileUploaded(t.context, dropped);
      expect(receiver.posts).toHaveLength(1);
    });

    it('never posts to an address the guard refuses, however it was stored', async () => {
      await t.context.database.db
        .update(driveFolders)
        .set({
          chatWebhookSealed: secretBoxOf(t.context.config).seal('http://169.254.169.254/latest/meta-data'),
        })
        .where(eq(driveFolders.id, child.id));
      const upload = await insertReviewFile(t, {
        workspace: team.workspace,
        folderId: child.id,
        name: 'meta',
      });
      await expect(
        notifyFileUploaded(t.context, {
          fileId: upload.id,
          versionId: upload.versions[0]!.id,
          uploadedByUserId: team.admin.user.id,
          uploaderName: null,
          isNewVersion: false,
        }),
      ).resolves.toBeUndefined();
      expect(receiver.posts).toEqual([]);
    });
  });
});
