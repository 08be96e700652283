import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sealChatWebhook } from '../../../platform/chat/chat-webhook.ts';
import { dispatchJob } from '../../../platform/jobs/dispatch.ts';
import type { MailMessage } from '../../../platform/mail/mailer.ts';
import { createGuardedFetch } from '../../../platform/net/guarded-fetch.ts';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertAd, insertBrand } from '../../discover/test-support/discover-rows.ts';
import type { DiscoverBrandRow } from '../../discover/index.ts';
import { detectiveTrackers } from '../tables.ts';
import { detectiveLaunchAlertsJob, detectiveWeeklyDigestJob } from './digest.jobs.ts';
import { detectiveSlackWebhooks } from './tables.ts';

type Team = Awaited<ReturnType<typeof createTeam>>;

/** A stand-in for Slack's incoming webhooks on loopback: records each post, answers with `status`. */
function startReceiver() {
  const posts: { text: string }[] = [];
  const state = { status: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (state.status === 200) {
        posts.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as { text: string });
      }
      response
        .writeHead(state.status, { 'content-type': 'text/plain' })
        .end(state.status === 200 ? 'ok' : 'no');
    });
  });
  return { server, posts, state };
}

describe("Detective's weekly digest and launch alerts", () => {
  let t: TestApp;
  const receiver = startReceiver();
  let receiverUrl: string;

  beforeAll(async () => {
    receiver.server.listen(0, '127.0.0.1');
    await once(receiver.server, 'listening');
    receiverUrl = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/services/T/B/x`;
    // The guard as configured, plus the loopback receiver this test starts.
    t = await createTestApp({
      services: { outbound: createGuardedFetch({ allowedNetworks: ['127.0.0.1/32'] }) },
    });
  });
  beforeEach(() => {
    receiver.posts.length = 0;
    receiver.state.status = 200;
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    await t.close();
    receiver.server.closeAllConnections();
    receiver.server.close();
  });

  const track = async (workspace: Team['workspace'], brand: DiscoverBrandRow) => {
    await t.context.database.db
      .insert(detectiveTrackers)
      .values({ orgId: workspace.orgId, workspaceId: workspace.id, brandId: brand.id });
  };
  const connectSlack = async (workspace: Team['workspace']) => {
    await t.context.database.db.insert(detectiveSlackWebhooks).values({
      orgId: workspace.orgId,
      workspaceId: workspace.id,
      webhookSealed: sealChatWebhook(t.context, receiverUrl),
    });
  };
  const turnOff = (team: Team, who: 'admin' | 'collaborator' | 'guest', choice: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/detective/digest-settings',
      headers: bearer(team[who].token),
      payload: { workspaceId: team.workspace.id, ...choice },
    });
  const mailsTo = (email: string, kind: MailMessage['kind']): MailMessage[] =>
    t.mail.sent.filter((mail) => mail.to === email && mail.kind === kind);
  const dashboard = (brandId: string) =>
    `${t.context.config.appUrl}/app/library/detective/analytics/${brandId}/overview`;

  it("mails each member who wants it the week's new ads of each tracked brand, once, and posts it to Slack", async () => {
    const team = await createTeam(t);
    const stride = await insertBrand(t, { name: 'Stride' });
    const quiet = await insertBrand(t, { name: 'Quiet & Co' });
    const rival = await insertBrand(t, { name: 'Rival brand' });
    await insertAd(t, { brand: stride, startDate: '2026-03-01', title: 'Too early' });
    await insertAd(t, { brand: stride, startDate: '2026-03-02', title: 'Run further <today>' });
    await insertAd(t, {
      brand: stride,
      startDate: '2026-03-05',
      body: '\nSummer sale: 20% off\nsecond line',
    });
    await insertAd(t, { brand: stride, startDate: '2026-03-08', title: 'Last Sunday' });
    await insertAd(t, { brand: stride, startDate: '2026-03-09', title: 'Too late' });
    await insertAd(t, { brand: quiet, startDate: '2026-02-01' });
    await insertAd(t, { brand: rival, startDate: '2026-03-04' });
    await track(team.workspace, stride);
    await track(team.workspace, quiet);
    await track(team.otherWorkspace, rival);
    await connectSlack(team.workspace);
    expect((await turnOff(team, 'collaborator', { weeklyDigest: false })).statusCode).toBe(200);

    // Monday 08:00 UTC: the week from Monday 2 to Sunday 8 March.
    t.clock.set(new Date('2026-03-09T08:00:00Z'));
    await dispatchJob(t.context, detectiveWeeklyDigestJob, {});

    const [mail, ...more] = mailsTo(team.admin.user.email, 'detective-digest');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Detective: 3 new ads from your tracked brands this week');
    expect(mail?.text).toContain('From Mon 2 March to Sun 8 March');
    expect(mail?.text).toContain('Stride: 3 new ads');
    expect(mail?.text).toContain('"Last Sunday"');
    expect(mail?.text).toContain('"Summer sale: 20% off"');
    expect(mail?.text).toContain('"Run further <today>"');
    expect(mail?.text).not.toContain('Too early');
    expect(mail?.text).not.toContain('Too late');
    expect(mail?.text).toContain('Quiet & Co: no new ads');
    expect(mail?.text).toContain(dashboard(stride.id));
    expect(mail?.text).not.toContain('Rival brand');
    expect(mail?.text).toContain(`${t.context.config.appUrl}/app/library/detective`);
    expect(mail?.html).toContain('Run further &#60;today&#62;');
    expect(mail?.html).toContain('Quiet &#38; Co');
    expect(mail?.html).toContain(`href="${dashboard(stride.id)}"`);
    // Guests read the dashboards, so they get it too; whoever turned it off does not.
    expect(mailsTo(team.guest.user.email, 'detective-digest')).toHaveLength(1);
    expect(mailsTo(team.collaborator.user.email, 'detective-digest')).toEqual([]);
    // Another organisation's workspace gets its own brands only.
    const [rivalMail] = mailsTo(team.outsider.user.email, 'detective-digest');
    expect(rivalMail?.text).toContain('Rival brand: 1 new ad');
    expect(rivalMail?.text).not.toContain('Stride');

    expect(receiver.posts).toHaveLength(1);
    expect(receiver.posts[0]?.text).toContain('*Detective weekly digest*');
    expect(receiver.posts[0]?.text).toContain(`<${dashboard(stride.id)}|Stride>: 3 new ads`);
    expect(receiver.posts[0]?.text).toContain('Quiet &amp; Co: no new ads');

    // The job run again (a retry, a second process) sends nothing twice.
    t.clock.set(new Date('2026-03-09T08:30:00Z'));
    await dispatchJob(t.context, detectiveWeeklyDigestJob, {});
    expect(mailsTo(team.admin.user.email, 'detective-digest')).toHaveLength(1);
    expect(mailsTo(team.guest.user.email, 'detective-digest')).toHaveLength(1);
    expect(receiver.posts).toHaveLength(1);
  });

  it('alerts once per brand and day when a brand starts four ads in a day, not three', async () => {
    const team = await createTeam(t);
    const burst = await insertBrand(t, { name: 'Burst' });
    const steady = await insertBrand(t, { name: 'Steady' });
    for (const title of ['One', 'Two', 'Three']) {
      await insertAd(t, { brand: burst, startDate: '2026-04-14', title });
      await insertAd(t, { brand: steady, startDate: '2026-04-14', title });
    }
    await track(team.workspace, burst);
    await track(team.workspace, steady);
    await connectSlack(team.workspace);
    expect((await turnOff(team, 'guest', { launchAlerts: false })).statusCode).toBe(200);
    t.clock.set(new Date('2026-04-14T10:35:00Z'));

    await dispatchJob(t.context, detectiveLaunchAlertsJob, {});
    expect(mailsTo(team.admin.user.email, 'detective-launch-alert')).toEqual([]);
    expect(receiver.posts).toEqual([]);

    await insertAd(t, { brand: burst, startDate: '2026-04-14', title: 'Four' });
    t.clock.set(new Date('2026-04-14T11:35:00Z'));
    await dispatchJob(t.context, detectiveLaunchAlertsJob, {});
    const [alert, ...more] = mailsTo(team.admin.user.email, 'detective-launch-alert');
    expect(more).toEqual([]);
    expect(alert?.subject).toBe('Detective: Burst started 4 new ads on Tue 14 April');
    expect(alert?.text).toContain('"Four"');
    expect(alert?.text).toContain(dashboard(burst.id));
    expect(alert?.text).not.toContain('Steady');
    expect(mailsTo(team.collaborator.user.email, 'detective-launch-alert')).toHaveLength(1);
    expect(mailsTo(team.guest.user.email, 'detective-launch-alert')).toEqual([]);
    expect(receiver.posts).toHaveLength(1);
    expect(receiver.posts[0]?.text).toContain('*Detective launch alert*');

    // A fifth ad the next hour, and the next day's runs (which look back over yesterday): no second alert.
    await insertAd(t, { brand: burst, startDate: '2026-04-14', title: 'Five' });
    t.clock.set(new Date('2026-04-14T12:35:00Z'));
    await dispatchJob(t.context, detectiveLaunchAlertsJob, {});
    t.clock.set(new Date('2026-04-15T00:35:00Z'));
    await dispatchJob(t.context, detectiveLaunchAlertsJob, {});
    expect(mailsTo(team.admin.user.email, 'detective-launch-alert')).toHaveLength(1);
    expect(receiver.posts).toHaveLength(1);
  });

  it('drops a Slack post the webhook refuses, and still mails the members', async () => {
    const team = await createTeam(t);
    const brand = await insertBrand(t, { name: 'Gone channel' });
    await insertAd(t, { brand, startDate: '2026-05-05' });
    await track(team.workspace, brand);
    await connectSlack(team.workspace);
    receiver.state.status = 404;
    t.clock.set(new Date('2026-05-11T08:00:00Z'));

    await dispatchJob(t.context, detectiveWeeklyDigestJob, {});
    expect(mailsTo(team.admin.user.email, 'detective-digest')).toHaveLength(1);
    receiver.state.status = 200;
    await dispatchJob(t.context, detectiveWeeklyDigestJob, {});
    expect(receiver.posts).toEqual([]);
    expect(mailsTo(team.admin.user.email, 'detective-digest')).toHaveLength(1);
  });
});
