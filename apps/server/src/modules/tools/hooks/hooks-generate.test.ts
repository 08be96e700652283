import { HOOK_COUNT_DEFAULT, TOOLS_MESSAGES, type GenerateHooksResponse, type Hook } from '@hookline/domain';
import type { InjectOptions } from 'fastify';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { MEMBER_GENERATIONS_PER_MINUTE, SIGNED_OUT_TRIES_PER_DAY, visitorKey } from './generation-limits.ts';
import { hookListProblems } from './test-support-hooks.ts';

const URL = '/tools/api/v1/hooks/generate';
const PRODUCT =
  'Voyager Carry-On: a lightweight carry-on suitcase that lets you pack a week of clothes in one bag. ' +
  'Skip checked-bag fees. 4.8 stars from 2,300 reviews. Lifetime warranty.';

const generate = (
  t: TestApp,
  payload: object,
  options: Omit<InjectOptions, 'payload' | 'url' | 'method'> = {},
) => t.app.inject({ method: 'POST', url: URL, payload, remoteAddress: '198.51.100.10', ...options });

const limited = { message: TOOLS_MESSAGES.signedOutLimit, code: 'TOO_MANY_REQUESTS' };

describe('the hook generator, offline (the public formulas)', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
  });
  afterAll(() => t.close());

  it('writes hooks for a signed-out visitor, grouped by stage, with the tries left', async () => {
    const response = await generate(t, { product: PRODUCT, tone: 'bold' }, { remoteAddress: '198.51.100.1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateHooksResponse>();
    expect(body.generatedBy).toEqual({ method: 'formulas', model: null });
    expect(body.triesLeft).toBe(SIGNED_OUT_TRIES_PER_DAY - 1);
    expect(body.data).toHaveLength(HOOK_COUNT_DEFAULT);
    expect(body.data[0]?.stage).toBe('unaware');
    expect(body.data.at(-1)?.stage).toBe('most-aware');
    expect(hookListProblems(body.data)).toEqual([]);
    expect(body.data.map((hook) => hook.text).join(' ')).toContain('Voyager Carry-On');
  });

  it('meets the gate after the free tries, and rotating X-Forwarded-For does not reset them', async () => {
    const from = (i: number) => ({
      remoteAddress: '198.51.100.2',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    });
    const tries: (number | null)[] = [];
    for (let i = 0; i < SIGNED_OUT_TRIES_PER_DAY; i += 1) {
      const response = await generate(t, { product: PRODUCT, count: 5 }, from(i));
      expect(response.statusCode).toBe(200);
      tries.push(response.json<GenerateHooksResponse>().triesLeft);
    }
    expect(tries).toEqual([2, 1, 0]);
    const refused = await generate(t, { product: PRODUCT, count: 5 }, from(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    // Another visitor still has theirs.
    expect(
      (await generate(t, { product: PRODUCT, count: 5 }, { remoteAddress: '198.51.100.3' })).statusCode,
    ).toBe(200);
  });

  it('counts an IPv6 visitor by its /64 network, and an IPv4-mapped address as the IPv4 one', async () => {
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(visitorKey('::1')).toBe('0:0:0:0::/64');
    for (let i = 1; i <= SIGNED_OUT_TRIES_PER_DAY; i += 1) {
      const response = await generate(
        t,
        { product: PRODUCT, count: 5 },
        { remoteAddress: `2001:db8:1:2::${i}` },
      );
      expect(response.statusCode).toBe(200);
    }
    const rotated = await generate(
      t,
      { product: PRODUCT, count: 5 },
      { remoteAddress: '2001:db8:1:2:ffff::9' },
    );
    expect(rotated.statusCode).toBe(429);
  });

  it('lets members generate without tries, in a workspace of theirs only', async () => {
    for (let i = 0; i < SIGNED_OUT_TRIES_PER_DAY + 2; i += 1) {
      const response = await generate(
        t,
        { product: PRODUCT, count: 5, workspaceId: team.workspace.id },
        { headers: bearer(team.guest.token), remoteAddress: '198.51.100.4' },
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<GenerateHooksResponse>().triesLeft).toBeNull();
    }
    const elsewhere = await generate(
      t,
      { product: PRODUCT, workspaceId: team.otherWorkspace.id },
      { headers: bearer(team.admin.token) },
    );
    expect(elsewhere.statusCode).toBe(404);
    expect((await generate(t, { product: PRODUCT }, { headers: bearer('not-a-token') })).statusCode).toBe(
      401,
    );
  });

  it('holds a member to a per-minute limit', async () => {
    const asCollaborator = () =>
      generate(t, { product: PRODUCT, count: 5 }, { headers: bearer(team.collaborator.token) });
    for (let i = 0; i < MEMBER_GENERATIONS_PER_MINUTE; i += 1) {
      expect((await asCollaborator()).statusCode).toBe(200);
    }
    const refused = await asCollaborator();
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    // The limit is the member's own: a teammate still generates.
    expect(
      (await generate(t, { product: PRODUCT, count: 5 }, { headers: bearer(team.admin.token) })).statusCode,
    ).toBe(200);
  });

  it('refuses bad input with the spec’s words, without spending a try', async () => {
    const from = { remoteAddress: '198.51.100.5' };
    const refusals: [object, string][] = [
      [{ product: '' }, TOOLS_MESSAGES.productRequired],
      [{ product: '   ' }, TOOLS_MESSAGES.productRequired],
      [{ product: '\u0000\u0001' }, TOOLS_MESSAGES.productRequired],
      [{ product: 'x'.repeat(2_001) }, TOOLS_MESSAGES.productTooLong],
      [{ product: 'Socks \ud800' }, TOOLS_MESSAGES.textInvalid],
      [{ product: 'Socks', audience: '\udc00runners' }, TOOLS_MESSAGES.textInvalid],
      [{ product: 'Socks', angle: 'y'.repeat(201) }, TOOLS_MESSAGES.fieldTooLong('Angle')],
      [{ product: 'Socks', count: 4 }, TOOLS_MESSAGES.countInvalid],
      [{ product: 'Socks', count: 31 }, TOOLS_MESSAGES.countInvalid],
      [{ product: 'Socks', count: 7.5 }, TOOLS_MESSAGES.countInvalid],
      [{ product: 'Socks', count: '10' }, TOOLS_MESSAGES.countInvalid],
      [{ product: 'Socks', tone: 'angry' }, TOOLS_MESSAGES.toneInvalid],
    ];
    for (const [payload, message] of refusals) {
      const response = await generate(t, payload, from);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toBe(message);
    }
    const fine = await generate(t, { product: 'Cosy\u0000 wool socks\u0085 for cold feet', count: 30 }, from);
    expect(fine.statusCode).toBe(200);
    const body = fine.json<GenerateHooksResponse>();
    expect(body.triesLeft).toBe(SIGNED_OUT_TRIES_PER_DAY - 1);
    expect(body.data).toHaveLength(30);
    expect(JSON.stringify(body.data)).not.toMatch(/\\u0000|\\u0085/);
    expect(hookListProblems(body.data)).toEqual([]);
  });
});

describe('the hook generator behind the bot check and a listed proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1' },
      services: {
        botCheck: {
          enabled: true,
          settings: { provider: 'turnstile', siteKey: 'site-key' },
          verify: async ({ token }) => token === 'human',
        },
      },
    });
  });
  afterAll(() => t.close());

  const human = (forwardedFor: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-bot-check-token': 'human', 'x-forwarded-for': forwardedFor },
  });

  it('refuses a signed-out visitor who fails the robot check, without spending a try', async () => {
    for (const headers of [{}, { 'x-bot-check-token': 'robot' }]) {
      const response = await generate(t, { product: PRODUCT }, { headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: TOOLS_MESSAGES.botCheckFailed, code: 'BOT_CHECK_FAILED' });
    }
    const passed = await generate(t, { product: PRODUCT }, { headers: { 'x-bot-check-token': 'human' } });
    expect(passed.json<GenerateHooksResponse>().triesLeft).toBe(SIGNED_OUT_TRIES_PER_DAY - 1);
  });

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    for (let i = 0; i < SIGNED_OUT_TRIES_PER_DAY; i += 1) {
      expect((await generate(t, { product: PRODUCT }, human(`10.1.1.${i}, 203.0.113.50`))).statusCode).toBe(
        200,
      );
    }
    const refused = await generate(t, { product: PRODUCT }, human('10.1.1.99, 203.0.113.50'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(limited);
    expect((await generate(t, { product: PRODUCT }, human('203.0.113.51'))).statusCode).toBe(200);
  });
});

interface SeenBody {
  model: string;
  response_format: unknown;
  messages: { role: string; content: string }[];
}

/** A hook as a model following the instructions writes it. */
const modelHook = (index: number, stage: Hook['stage']): Hook => ({
  text: `Model hook number ${index + 1} about carry-on packing, stage ${stage}.`,
  stage,
  trigger: 'curiosity',
  tactic: 'question',
  why: 'It names the frustration of packing.',
  spoken: `Model hook number ${index + 1}, said aloud.`,
  visual: 'A suitcase bursting open on a bed.',
  overlay: 'Pack less, carry more',
  headline: `Pack a week in one bag ${index + 1}`,
});
const STAGES = ['most-aware', 'unaware', 'product-aware', 'problem-aware', 'solution-aware'] as const;

describe('the hook generator through an OpenAI-compatible model (a local fake)', () => {
  let t: TestApp;
  let server: Server;
  let seen: SeenBody[];
  let reply: (count: number) => unknown;
  let team: Awaited<ReturnType<typeof createTeam>>;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenBody;
        seen.push(body);
        const { count } = JSON.parse(body.messages[1]?.content ?? '{}') as { count: number };
        const answer = reply(count);
        const content = typeof answer === 'string' ? answer : JSON.stringify(answer);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id: 'c1', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'k', AI_MODEL: 'copywriter-1' },
    });
    team = await createTeam(t);
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    reply = (count) => ({ hooks: Array.from({ length: count }, (_, i) => modelHook(i, STAGES[i % 5]!)) });
  });

  const asMember = (payload: object) => generate(t, payload, { headers: bearer(team.admin.token) });

  it('asks for JSON with the product, and answers the checked hooks grouped by stage', async () => {
    const response = await asMember({
      product: PRODUCT,
      audience: 'frequent flyers',
      tone: 'playful',
      count: 6,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<GenerateHooksResponse>();
    expect(body.generatedBy).toEqual({ method: 'language-model', model: 'copywriter-1' });
    expect(body.data).toHaveLength(6);
    expect(body.data.map((hook) => hook.stage)).toEqual([
      'unaware',
      'unaware',
      'problem-aware',
      'solution-aware',
      'product-aware',
      'most-aware',
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.model).toBe('copywriter-1');
    expect(seen[0]?.response_format).toEqual({ type: 'json_object' });
    expect(JSON.parse(seen[0]?.messages[1]?.content ?? '{}')).toEqual({
      product: PRODUCT,
      audience: 'frequent flyers',
      angle: null,
      tone: 'playful',
      count: 6,
    });
    expect(seen[0]?.messages[0]?.content).toContain('never invent figures');
  });

  it('writes from the formulas when the model answers junk', async () => {
    const junk: unknown[] = [
      'Sure! Here are some hooks: 1. Pack light.',
      { hooks: [] },
      { hooks: Array.from({ length: 10 }, (_, i) => ({ ...modelHook(i, 'unaware'), stage: 'aware-ish' })) },
      {
        hooks: Array.from({ length: 10 }, (_, i) => ({
          ...modelHook(i, 'unaware'),
          text: `Hi {product} ${i}`,
        })),
      },
      {
        hooks: Array.from({ length: 10 }, (_, i) => ({ ...modelHook(i, 'unaware'), headline: 'Too short' })),
      },
    ];
    for (const answer of junk) {
      reply = () => answer;
      const response = await asMember({ product: PRODUCT });
      expect(response.statusCode).toBe(200);
      const body = response.json<GenerateHooksResponse>();
      expect(body.generatedBy).toEqual({ method: 'formulas', model: null });
      expect(body.data).toHaveLength(HOOK_COUNT_DEFAULT);
      expect(hookListProblems(body.data)).toEqual([]);
    }
  });

  it('tops up from the formulas when the model repeats itself', async () => {
    reply = (count) => ({ hooks: Array.from({ length: count }, () => modelHook(0, 'unaware')) });
    const body = (await asMember({ product: PRODUCT, count: 8 })).json<GenerateHooksResponse>();
    expect(body.generatedBy.method).toBe('language-model');
    expect(body.data).toHaveLength(8);
    expect(body.data.filter((hook) => hook.text.startsWith('Model hook'))).toHaveLength(1);
  });
});
