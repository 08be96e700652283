import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createFakeLaunchSide,
  FakeGraphError,
  type FakeLaunchData,
  type FakeLaunchState,
  type LaunchRequest,
} from './fake-graph-launch.ts';

/** Test support: a local stand-in for the Graph API, answering with Meta's documented shapes. */

type GraphObject = Record<string, unknown>;

/** An insights row the fake can answer with, and which requests it answers. */
export interface FakeInsightRow {
  accountId: string;
  level: 'ad' | 'account';
  /** The `breakdowns` parameter the row answers, comma-joined; empty for none. */
  breakdowns?: string;
  /** Daily rows answer `time_increment=1` inside their day; others answer whole-range requests. */
  daily: boolean;
  row: GraphObject;
}

export interface FakeGraphData {
  accessToken: string;
  user: { id: string; name: string };
  /** `/me/adaccounts` items (`id`, `account_id`, `name`...). */
  adAccounts: GraphObject[];
  /** `/{act_id}/ads` items by account id. */
  ads: Record<string, GraphObject[]>;
  insights: FakeInsightRow[];
  /** `/{act_id}/customconversions` items by account id. */
  customConversions?: Record<string, GraphObject[]>;
  /** Objects read by id (`GET /{ad_id}`, `GET /{video_id}`), answered with the requested fields only. */
  nodes?: Record<string, GraphObject>;
  /** Pages, pixels and ad codes the Marketing API's write side answers with (the Ad Launcher). */
  launch?: FakeLaunchData;
}

export interface FakeGraphOptions {
  data: FakeGraphData;
  /** The most items a page holds, whatever `limit` asks. */
  maxPageSize: number;
  /** Polls of a report run that answer "Job Running" before its final status. */
  pollsBeforeCompletion?: number;
  /** The bytes each range of a chunked video upload asks for; 1 MiB unless given. */
  videoChunkSize?: number;
}

/** A request the fake received; `params` joins the query string and a form body. */
export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  /** Files of a multipart body, by field. */
  files: Map<string, { name: string; bytes: Buffer }>;
}

/** A canned answer served before the normal handling, to the next requests whose path it matches. */
export interface ScriptedAnswer {
  /** Path after the version (`/me`, `/act_1/insights`); any path when absent. */
  path?: string;
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Only requests carrying this parameter (e.g. `after`, for pages past the first). */
  withParam?: string;
  /** Only requests of this method. */
  method?: string;
  /**
   * The fake acts on the request as usual, then closes the connection without answering: a create that
   * reached Meta whose answer was lost. `status` and `body` are then unused.
   */
  loseAnswer?: boolean;
  /** How many requests it answers; 1 when absent. */
  times?: number;
}

export interface FakeGraphApi {
  /** The base the connector is given, with a version segment like Graph's. */
  graphUrl: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  /** The status a report run ends with once its polls are done ("Job Completed" unless set). */
  setReportOutcome(status: string): void;
  /** What the Marketing API's write side holds: campaigns, ad sets, images, videos, creatives, ads, forms. */
  launch: FakeLaunchState;
  /** Requests received so far with this method and path (`POST`, `/act_101/adimages`). */
  callsTo(method: string, path: string): number;
  reset(): void;
  close(): Promise<void>;
}

const VERSION = '/v21.0';
const ALWAYS_RETURNED = ['date_start', 'date_stop'];

interface InsightsQuery {
  accountId: string;
  level: string;
  breakdowns: string;
  daily: boolean;
  since: string;
  until: string;
  fields: string[];
  windows: string[];
}

interface ReportRun {
  query: InsightsQuery;
  polls: number;
}

const graphError = (message: string, type: string, code: number, subcode?: number): GraphObject => ({
  error: {
    message,
    type,
    code,
    ...(subcode === undefined ? {} : { error_subcode: subcode }),
    fbtrace_id: 'AbCdEfFakeTrace',
  },
});

class GraphRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: GraphObject,
  ) {
    super('graph error');
  }
}

const badParameter = (message: string): GraphRequestError =>
  new GraphRequestError(400, graphError(`(#100) ${message}`, 'OAuthException', 100));

function parseJsonParam(params: URLSearchParams, name: string): unknown {
  const raw = params.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badParameter(`${name} must be valid JSON`);
  }
}

function insightsQuery(accountId: string, params: URLSearchParams): InsightsQuery {
  const range = parseJsonParam(params, 'time_range') as { since?: unknown; until?: unknown } | undefined;
  if (typeof range?.since !== 'string' || typeof range.until !== 'string') {
    throw badParameter('time_range must be {"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}');
  }
  const windows = parseJsonParam(params, 'action_attribution_windows') ?? [];
  if (!Array.isArray(windows)) throw badParameter('action_attribution_windows must be a list');
  return {
    accountId,
    level: params.get('level') ?? 'account',
    breakdowns: params.get('breakdowns') ?? '',
    daily: params.get('time_increment') === '1',
    since: range.since,
    until: range.until,
    fields: (params.get('fields') ?? '').split(',').filter(Boolean),
    windows: windows.map(String),
  };
}

/** Keeps only the requested windows' keys on action entries, as Graph does. */
function trimWindows(value: unknown, windows: string[]): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((entry: unknown) => {
    if (entry === null || typeof entry !== 'object' || !('action_type' in entry)) return entry;
    return Object.fromEntries(
      Object.entries(entry).filter(
        ([key]) => key === 'action_type' || key === 'value' || windows.includes(key),
      ),
    );
  });
}

function answerInsights(data: FakeGraphData, query: InsightsQuery): GraphObject[] {
  const breakdownColumns = query.breakdowns.split(',').filter(Boolean);
  return data.insights
    .filter(
      (entry) =>
        entry.accountId === query.accountId &&
        entry.level === query.level &&
        (entry.breakdowns ?? '') === query.breakdowns &&
        entry.daily === query.daily &&
        (!entry.daily ||
          (String(entry.row.date_start) >= query.since && String(entry.row.date_start) <= query.until)),
    )
    .map((entry) => {
      const row: GraphObject = {};
      for (const field of [...query.fields, ...breakdownColumns]) {
        if (field in entry.row) row[field] = trimWindows(entry.row[field], query.windows);
      }
      for (const field of ALWAYS_RETURNED) {
        row[field] = entry.daily ? entry.row[field] : field === 'date_start' ? query.since : query.until;
      }
      return row;
    });
}

/** The top-level fields `fields` names (`creative{...}` counts as `creative`), plus the id, as Graph answers. */
function withFields(object: GraphObject, params: URLSearchParams): GraphObject {
  const requested = new Set(
    (params.get('fields') ?? '')
      .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, '')
      .split(',')
      .filter(Boolean),
  );
  return Object.fromEntries(
    Object.entries(object).filter(([key]) => key === 'id' || requested.size === 0 || requested.has(key)),
  );
}

function readBytes(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Adds the body's fields to `params` (a form, or a multipart body) and answers the multipart's files. */
async function readBody(
  request: IncomingMessage,
  params: URLSearchParams,
): Promise<Map<string, { name: string; bytes: Buffer }>> {
  const bytes = await readBytes(request);
  const files = new Map<string, { name: string; bytes: Buffer }>();
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) {
    for (const [name, value] of new URLSearchParams(bytes.toString('utf8'))) params.set(name, value);
    return files;
  }
  const form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  for (const [name, value] of form) {
    if (typeof value === 'string') params.set(name, value);
    else files.set(name, { name: value.name, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return files;
}

/** Starts the fake on 127.0.0.1 on a free port. */
export async function startFakeGraphApi(options: FakeGraphOptions): Promise<FakeGraphApi> {
  const { data, maxPageSize } = options;
  const requests: RecordedRequest[] = [];
  let scripted: ScriptedAnswer[] = [];
  let reportOutcome = 'Job Completed';
  const runs = new Map<string, ReportRun>();
  let origin = '';

  function page(items: GraphObject[], path: string, params: URLSearchParams): GraphObject {
    const offset = Number(Buffer.from(params.get('after') ?? '', 'base64').toString() || '0');
    const size = Math.min(Number(params.get('limit') ?? 25), maxPageSize);
    const data = items.slice(offset, offset + size);
    const after = Buffer.from(String(offset + data.length)).toString('base64');
    const cursors = { before: Buffer.from(String(offset)).toString('base64'), after };
    if (offset + data.length >= items.length) return { data, paging: { cursors } };
    const next = new URL(`${origin}${VERSION}${path}`);
    for (const [name, value] of params) next.searchParams.set(name, value);
    next.searchParams.set('after', after);
    return { data, paging: { cursors, next: next.toString() } };
  }

  const launch = createFakeLaunchSide({
    data: data.launch ?? { pages: [], pixels: {}, adCodes: {} },
    accounts: data.adAccounts,
    videoChunkSize: options.videoChunkSize ?? 1024 * 1024,
  });

  function route(request: LaunchRequest & { path: string }): GraphObject {
    const { method, path, params } = request;
    const token = params.get('access_token');
    if (token !== data.accessToken && !launch.acceptsToken(token)) {
      throw new GraphRequestError(
        400,
        graphError('Invalid OAuth access token - Cannot parse access token', 'OAuthException', 190),
      );
    }
    const segments = path.split('/').filter(Boolean);
    const [node, edge] = segments;
    const launched = launch.route(request);
    if (launched) return launched;
    if (method === 'GET' && path === '/me') return data.user;
    if (method === 'GET' && path === '/me/adaccounts') return page(data.adAccounts, path, params);
    if (node?.startsWith('act_') && segments.length === 2) {
      const ads = data.ads[node];
      if (!ads) {
        throw badParameter(`Unsupported get request. Object with ID '${node}' does not exist`);
      }
      if (method === 'GET' && edge === 'ads') return page(ads, path, params);
      if (method === 'GET' && edge === 'customconversions') {
        return page(data.customConversions?.[node] ?? [], path, params);
      }
      if (edge === 'insights' && method === 'GET') {
        return page(answerInsights(data, insightsQuery(node, params)), path, params);
      }
      if (edge === 'insights' && method === 'POST') {
        const id = `${6_000_000 + runs.size + 1}`;
        runs.set(id, { query: insightsQuery(node, params), polls: 0 });
        return { report_run_id: id };
      }
    }
    const run = node === undefined ? undefined : runs.get(node);
    if (run && method === 'GET' && segments.length === 1) {
      run.polls += 1;
      const total = options.pollsBeforeCompletion ?? 0;
      if (run.polls <= total) {
        const percent = Math.round(((run.polls - 1) / total) * 100);
        return {
          id: node,
          async_status: run.polls === 1 ? 'Job Not Started' : 'Job Running',
          async_percent_completion: percent,
        };
      }
      const done = reportOutcome === 'Job Completed';
      return { id: node, async_status: reportOutcome, async_percent_completion: done ? 100 : 0 };
    }
    if (run && method === 'GET' && edge === 'insights') {
      return page(answerInsights(data, run.query), path, params);
    }
    const object = node === undefined ? undefined : data.nodes?.[node];
    if (object && method === 'GET' && segments.length === 1) return withFields(object, params);
    throw badParameter(`Unknown path components: ${path}`);
  }

  function takeScripted(method: string, path: string, params: URLSearchParams): ScriptedAnswer | undefined {
    const index = scripted.findIndex(
      (answer) =>
        (answer.path === undefined || answer.path === path) &&
        (answer.method === undefined || answer.method === method) &&
        (answer.withParam === undefined || params.has(answer.withParam)),
    );
    const answer = scripted[index];
    if (!answer) return undefined;
    const remaining = (answer.times ?? 1) - 1;
    scripted =
      remaining > 0 ? scripted.with(index, { ...answer, times: remaining }) : scripted.toSpliced(index, 1);
    return answer;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const params = new URLSearchParams(url.searchParams);
    const files = await readBody(request, params);
    const path = url.pathname.startsWith(VERSION) ? url.pathname.slice(VERSION.length) || '/' : url.pathname;
    const method = request.method ?? 'GET';
    requests.push({ method, path, params, files });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}): void => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const segments = path.split('/').filter(Boolean);
    const accessToken = params.get('access_token');
    const answer = takeScripted(method, path, params);
    if (answer?.loseAnswer) {
      try {
        route({ method, path, segments, params, files, accessToken });
      } catch {
        // Whatever the fake made of it, the answer is lost.
      }
      response.socket?.destroy();
      return;
    }
    if (answer) return send(answer.status, answer.body, answer.headers);
    try {
      send(200, route({ method, path, segments, params, files, accessToken }));
    } catch (error) {
      if (error instanceof GraphRequestError || error instanceof FakeGraphError) {
        return send(error.status, error.body);
      }
      send(
        500,
        graphError('An unexpected error has occurred. Please retry your request later.', 'OAuthException', 2),
      );
    }
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    graphUrl: `${origin}${VERSION}`,
    requests,
    script: (...answers) => scripted.push(...answers),
    setReportOutcome: (status) => {
      reportOutcome = status;
    },
    launch: launch.state,
    callsTo: (method, path) =>
      requests.filter((request) => request.method === method && request.path === path).length,
    reset() {
      requests.length = 0;
      scripted = [];
      reportOutcome = 'Job Completed';
      launch.reset();
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
