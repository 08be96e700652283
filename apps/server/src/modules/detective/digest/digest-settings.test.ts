import {
  DETECTIVE_DIGEST_MESSAGES,
  type DetectiveDigestSettings,
  type DetectiveSlackWebhookResponse,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { detectiveSlackWebhooks } from './tables.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";
const SLACK_URL = 'https://hooks.slack.com/services/T0001/B0001/abcdefghijklmnopqrstuvwx';
const messageOf = (response: LightMyRequestResponse) => response.json<{ message: string }>().message;

describe("Detective's digest settings and Slack webhook", () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearer(token),
      ...(payload ? { payload } : {}),
    });
  const settings = (token: string, workspaceId = team.workspace.id) =>
    call('GET', `detective/digest-settings?workspaceId=${workspaceId}`, token);
  const webhookRow = async () => {
    const [row] = await t.context.database.db
      .select()
      .from(detectiveSlackWebhooks)
      .where(eq(detectiveSlackWebhooks.workspaceId, team.workspace.id));
    return row;
  };

  it('documents its paths in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths['/api/v1/detective/digest-settings'] ?? {})).toEqual(['get', 'patch']);
    expect(Object.keys(paths['/api/v1/detective/slack-webhook'] ?? {})).toEqual(['put', 'delete']);
  });

  describe('a member’s own mails', () => {
    it('are both on until the member turns one off, for them alone (a guest included)', async () => {
      const before = await settings(team.guest.token);
      expect(before.statusCode).toBe(200);
      expect(before.json<DetectiveDigestSettings>()).toEqual({
        weeklyDigest: true,
        launchAlerts: true,
        slackWebhookSet: false,
      });

      const changed = await call('PATCH', 'detective/digest-settings', team.guest.token, {
        workspaceId: team.workspace.id,
        weeklyDigest: false,
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<DetectiveDigestSettings>()).toEqual({
        weeklyDigest: false,
        launchAlerts: true,
        slackWebhookSet: false,
      });
      const again = await call('PATCH', 'detective/digest-settings', team.guest.token, {
        workspaceId: team.workspace.id,
        launchAlerts: false,
      });
      expect(again.json<DetectiveDigestSettings>()).toMatchObject({
        weeklyDigest: false,
        launchAlerts: false,
      });

      expect((await settings(team.guest.token)).json<DetectiveDigestSettings>()).toMatchObject({
        weeklyDigest: false,
        launchAlerts: false,
      });
      expect((await settings(team.admin.token)).json<DetectiveDigestSettings>()).toMatchObject({
        weeklyDigest: true,
        launchAlerts: true,
      });
    });

    it('refuse a body without a choice, a choice that is not a boolean, or no workspace', async () => {
      const empty = await call('PATCH', 'detective/digest-settings', team.admin.token, {
        workspaceId: team.workspace.id,
      });
      expect(empty.statusCode).toBe(400);
      expect(messageOf(empty)).toBe(DETECTIVE_DIGEST_MESSAGES.nothingToChange);
      const notBoolean = await call('PATCH', 'detective/digest-settings', team.admin.token, {
        workspaceId: team.workspace.id,
        weeklyDigest: 'no',
      });
      expect(notBoolean.statusCode).toBe(400);
      const noWorkspace = await call('PATCH', 'detective/digest-settings', team.admin.token, {
        weeklyDigest: false,
      });
      expect(noWorkspace.statusCode).toBe(400);
      expect((await call('GET', 'detective/digest-settings', team.admin.token)).statusCode).toBe(400);
      expect((await settings(team.admin.token)).json<DetectiveDigestSettings>()).toMatchObject({
        weeklyDigest: true,
        launchAlerts: true,
      });
    });

    it("are another organisation's workspace: not found", async () => {
      expect((await settings(team.outsider.token)).statusCode).toBe(404);
      const changed = await call('PATCH', 'detective/digest-settings', team.outsider.token, {
        workspaceId: team.workspace.id,
        weeklyDigest: false,
      });
      expect(changed.statusCode).toBe(404);
      expect((await settings(team.admin.token, team.otherWorkspace.id)).statusCode).toBe(404);
    });
  });

  describe("the workspace's Slack webhook", () => {
    it('is set sealed, replaced and removed by a member who manages Detective; the URL is never sent back', async () => {
      const set = await call('PUT', 'detective/slack-webhook', team.collaborator.token, {
        workspaceId: team.workspace.id,
        url: SLACK_URL,
      });
      expect(set.statusCode).toBe(200);
      expect(set.json<DetectiveSlackWebhookResponse>()).toEqual({
        slackWebhookSet: true,
        message: DETECTIVE_DIGEST_MESSAGES.webhookSaved,
      });
      expect(set.body).not.toContain('hooks.slack.com');
      const row = await webhookRow();
      expect(row?.webhookSealed).not.toContain('hooks.slack.com');
      expect(openChatWebhook(t.context, row?.webhookSealed ?? '')).toBe(SLACK_URL);
      expect((await settings(team.guest.token)).json<DetectiveDigestSettings>().slackWebhookSet).toBe(true);

      const replacement = `${SLACK_URL}-2`;
      const replaced = await call('PUT', 'detective/slack-webhook', team.admin.token, {
        workspaceId: team.workspace.id,
        url: replacement,
      });
      expect(replaced.statusCode).toBe(200);
      expect(openChatWebhook(t.context, (await webhookRow())?.webhookSealed ?? '')).toBe(replacement);

      const removed = await call(
        'DELETE',
        `detective/slack-webhook?workspaceId=${team.workspace.id}`,
        team.admin.token,
      );
      expect(removed.statusCode).toBe(200);
      expect(removed.json<DetectiveSlackWebhookResponse>()).toEqual({
        slackWebhookSet: false,
        message: DETECTIVE_DIGEST_MESSAGES.webhookRemoved,
      });
      expect(await webhookRow()).toBeUndefined();
      expect((await settings(team.admin.token)).json<DetectiveDigestSettings>().slackWebhookSet).toBe(false);
    });

    it('refuses what is not a Slack incoming webhook, and changes nothing', async () => {
      for (const url of [
        'not a url',
        'http://hooks.slack.com/services/T/B/x',
        'https://example.com/services/T/B/x',
        'https://user:pw@hooks.slack.com/services/T/B/x',
        'https://hooks.slack.com',
        '',
      ]) {
        const response = await call('PUT', 'detective/slack-webhook', team.admin.token, {
          workspaceId: team.workspace.id,
          url,
        });
        expect(response.statusCode, url).toBe(400);
      }
      const http = await call('PUT', 'detective/slack-webhook', team.admin.token, {
        workspaceId: team.workspace.id,
        url: 'http://hooks.slack.com/services/T/B/x',
      });
      expect(messageOf(http)).toBe(DETECTIVE_DIGEST_MESSAGES.webhookUrlSlack);
      expect(await webhookRow()).toBeUndefined();
    });

    it("is not a guest's to change, and another organisation's is not found", async () => {
      const byGuest = await call('PUT', 'detective/slack-webhook', team.guest.token, {
        workspaceId: team.workspace.id,
        url: SLACK_URL,
      });
      expect(byGuest.statusCode).toBe(403);
      expect(messageOf(byGuest)).toBe(DENIED);
      const byOutsider = await call('PUT', 'detective/slack-webhook', team.outsider.token, {
        workspaceId: team.workspace.id,
        url: SLACK_URL,
      });
      expect(byOutsider.statusCode).toBe(404);
      expect(await webhookRow()).toBeUndefined();

      await call('PUT', 'detective/slack-webhook', team.admin.token, {
        workspaceId: team.workspace.id,
        url: SLACK_URL,
      });
      const url = `detective/slack-webhook?workspaceId=${team.workspace.id}`;
      expect((await call('DELETE', url, team.guest.token)).statusCode).toBe(403);
      expect((await call('DELETE', url, team.outsider.token)).statusCode).toBe(404);
      expect((await call('DELETE', 'detective/slack-webhook', team.admin.token)).statusCode).toBe(400);
      expect(await webhookRow()).toBeDefined();
    });
  });
});
