import type { AiDetectiveRecord, CreateAiDetectiveResponse, TrackBrandResponse } from '@hookline/domain';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { detectiveCaller } from '../test-support-detective.ts';
import { allowAiDetective, insertStrideAds } from './test-support-ai-detective.ts';
import { OFFLINE_NOTE } from './offline-analysis.ts';

interface SeenRequest {
  headers: IncomingHttpHeaders;
  body: { model: string; messages: { role: string; content: string }[]; response_format: unknown };
}

interface Prompt {
  hooks: { ref: string; text: string }[];
  ads: { ref: string; copy: string | null }[];
  changes: { since: string; newAds: number } | null;
}

/** The answer a model following the instructions gives: it cites the first ad and the two first hooks. */
const goodAnswer = (prompt: Prompt) => ({
  summary: 'Stride bets on sore-feet problem hooks and a steady 20% discount.',
  changes: {
    text: prompt.changes ? `Since ${prompt.changes.since}: new ads.` : 'This is the first analysis.',
    ads: [],
  },
  angles: { text: 'Problem and solution leads.', ads: [prompt.ads[0]?.ref ?? 'a1'] },
  personas: { text: 'Runners.', ads: [] },
  offers: { text: '20% off today.', ads: [] },
  hooks: {
    text: 'Two openings share "tired of sore feet".',
    hooks: prompt.hooks.slice(0, 2).map((hook) => hook.ref),
  },
  cadence: { text: 'One launch every ten days.', ads: [] },
  actions: ['Test a sore-feet opening.', 'Compare your discount with theirs.'],
});

describe('AI detective through an OpenAI-compatible language model (a local fake)', () => {
  let t: TestApp;
  let server: Server;
  let seen: SeenRequest[];
  let reply: (prompt: Prompt) => unknown;
  let call: ReturnType<typeof detectiveCaller>;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let tracker: TrackBrandResponse;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as SeenRequest['body'];
        seen.push({ headers: request.headers, body });
        const prompt = JSON.parse(body.messages[1]?.content ?? '{}') as Prompt;
        const content = JSON.stringify(reply(prompt));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id: 'c1', choices: [{ index: 0, message: { role: 'assistant', content } }] }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      env: { AI_BASE_URL: `http://127.0.0.1:${port}/v1`, AI_API_KEY: 'k', AI_MODEL: 'analyst-1' },
    });
    call = detectiveCaller(t);
    t.clock.set(new Date('2026-03-01T12:00:00Z'));
    team = await createTeam(t);
    await allowAiDetective(t, team);
    const { brand } = await insertStrideAds(t);
    tracker = (
      await call('POST', 'detective', team.admin.token, { workspaceId: team.workspace.id, brandId: brand.id })
    ).json<TrackBrandResponse>();
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    seen = [];
    reply = goodAnswer;
  });

  const analyse = async () => {
    const started = await call('POST', 'ai-detective', team.admin.token, { detectiveId: tracker._id });
    expect(started.statusCode).toBe(200);
    const { _id } = started.json<CreateAiDetectiveResponse>();
    return (await call('GET', `ai-detective/${_id}`, team.admin.token)).json<AiDetectiveRecord>();
  };

  it('asks for JSON with the statistics and the hooks, and keeps the checked answer with the model named', async () => {
    const record = await analyse();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.headers.authorization).toBe('Bearer k');
    expect(request?.body.model).toBe('analyst-1');
    expect(request?.body.response_format).toEqual({ type: 'json_object' });
    const prompt = JSON.parse(request?.body.messages[1]?.content ?? '{}') as Prompt & { brand: string };
    expect(prompt.brand).toBe('Stride');
    expect(prompt.changes).toBeNull();
    expect(prompt.hooks.map((hook) => hook.text)).toContain('Tired of sore feet after every run?');

    const analysis = record.analysis!;
    expect(record.status).toBe('done');
    expect(analysis.generatedBy).toEqual({
      method: 'language-model',
      model: 'analyst-1',
      fallbackReason: null,
    });
    expect(analysis.summary).toContain('Stride bets on sore-feet problem hooks');
    // The model said nothing of spy data: the caveat is added.
    expect(analysis.summary).toContain('not their results');
    expect(analysis.summary).not.toContain(OFFLINE_NOTE);
    expect(analysis.actions).toEqual(['Test a sore-feet opening.', 'Compare your discount with theirs.']);
    const hooks = analysis.sections.find((section) => section.key === 'hooks')!;
    // Quotes come from the ads by handle: verbatim, with their own ads.
    expect(hooks.quotes.map((quote) => quote.text)).toEqual(
      prompt.hooks.slice(0, 2).map((hook) => hook.text),
    );
    expect(hooks.quotes.every((quote) => quote.adIds.length > 0)).toBe(true);
    const angles = analysis.sections.find((section) => section.key === 'angles')!;
    expect(angles.adIds).toHaveLength(1);
    expect(angles.adIds[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends what changed since the previous analysis', async () => {
    t.clock.set(new Date('2026-03-10T12:00:00Z'));
    const record = await analyse();
    const prompt = JSON.parse(seen[0]?.body.messages[1]?.content ?? '{}') as Prompt;
    expect(prompt.changes).toMatchObject({ since: '2026-03-01', newAds: 0 });
    expect(record.analysis?.sections[0]).toMatchObject({
      key: 'changes',
      title: 'What changed since the last analysis',
      text: 'Since 2026-03-01: new ads.',
    });
  });

  it('falls back to the statistics, saying why, when the answer cites an ad it was not given', async () => {
    reply = (prompt) => ({ ...goodAnswer(prompt), angles: { text: 'Made up.', ads: ['a999'] } });
    const record = await analyse();
    expect(record.status).toBe('done');
    const { generatedBy, summary } = record.analysis!;
    expect(generatedBy.method).toBe('statistics');
    expect(generatedBy.model).toBeNull();
    expect(generatedBy.fallbackReason).toContain("The language model's answer could not be used");
    expect(generatedBy.fallbackReason).toContain('angles.ads.0');
    expect(summary).toContain(OFFLINE_NOTE);
  });

  it('falls back to the statistics when the answer is not JSON at all', async () => {
    reply = () => 'Sorry, I cannot help with that.';
    const record = await analyse();
    expect(record.analysis?.generatedBy.method).toBe('statistics');
    expect(record.analysis?.generatedBy.fallbackReason).toContain('wrong shape');
  });
});
