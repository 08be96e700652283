import { createHash } from 'node:crypto';

/*
 * Test support: the Marketing API's write side in the fake Graph API, with state. Ad accounts are the fake's
 * `adAccounts`; campaigns, ad sets, images (by md5), chunked video uploads, creatives, ads and lead forms are
 * made by requests and kept until the fake is reset.
 */

type GraphObject = Record<string, unknown>;

export interface FakeLaunchPage {
  id: string;
  name: string;
  /** The token `{page_id}?fields=access_token` gives; lead forms answer only to it. */
  accessToken: string;
  instagram?: { id: string; username: string };
}

export interface FakeLaunchData {
  pages: FakeLaunchPage[];
  /** `act_x/adspixels` by account id. */
  pixels: Record<string, GraphObject[]>;
  /** Partnership ad codes and the creator's Instagram account each shares content of. */
  adCodes: Record<string, string>;
}

export const FAKE_PAGE_ID = '5550001';
export const FAKE_PAGE_TOKEN = 'EAAB-fake-page-token';
export const FAKE_INSTAGRAM_ID = '17841400000000001';
export const FAKE_CREATOR_INSTAGRAM_ID = '17841400000000999';
export const FAKE_AD_CODE = 'AdCode-creator-999';

export const FAKE_LAUNCH_DATA: FakeLaunchData = {
  pages: [
    {
      id: FAKE_PAGE_ID,
      name: 'Acme Shoes',
      accessToken: FAKE_PAGE_TOKEN,
      instagram: { id: FAKE_INSTAGRAM_ID, username: 'acmeshoes' },
    },
    { id: '5550002', name: 'Acme Outlet', accessToken: 'EAAB-fake-page-token-2' },
  ],
  pixels: { act_101: [{ id: '7770001', name: 'Acme pixel' }] },
  adCodes: { [FAKE_AD_CODE]: FAKE_CREATOR_INSTAGRAM_ID },
};

/** A request as the launch side reads it: form fields in `params`, uploaded bytes in `files`. */
export interface LaunchRequest {
  method: string;
  segments: string[];
  params: URLSearchParams;
  files: Map<string, { name: string; bytes: Buffer }>;
  accessToken: string | null;
}

export class FakeGraphError extends Error {
  constructor(
    readonly status: number,
    readonly body: GraphObject,
  ) {
    super('graph error');
  }
}

export const fakeGraphError = (message: string, code: number, extra: GraphObject = {}): GraphObject => ({
  error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEfFakeTrace', ...extra },
});

const invalid = (message: string): FakeGraphError =>
  new FakeGraphError(400, fakeGraphError(`(#100) ${message}`, 100));

function json(params: URLSearchParams, name: string, required = true): unknown {
  const raw = params.get(name);
  if (raw === null) {
    if (required) throw invalid(`The parameter ${name} is required`);
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw invalid(`Param ${name} must be a JSON object`);
  }
}

function required(params: URLSearchParams, name: string): string {
  const value = params.get(name);
  if (!value) throw invalid(`The parameter ${name} is required`);
  return value;
}

interface Filter {
  field: string;
  operator: string;
  value: unknown;
}

function filters(params: URLSearchParams): Filter[] {
  const value = json(params, 'filtering', false);
  return Array.isArray(value) ? (value as Filter[]) : [];
}

function fieldOf(object: GraphObject, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => {
    if (value === null || typeof value !== 'object') return undefined;
    return (value as GraphObject)[key];
  }, object);
}

function matches(object: GraphObject, rules: Filter[]): boolean {
  return rules.every((rule) => {
    const value = fieldOf(object, rule.field);
    if (rule.operator === 'EQUAL') return value === rule.value;
    if (rule.operator === 'CONTAIN') return typeof value === 'string' && value.includes(String(rule.value));
    if (rule.operator === 'ANY' && rule.field === 'adlabels') {
      // Graph matches label names in part, as the fake does.
      const wanted = Array.isArray(rule.value) ? rule.value.map(String) : [];
      const labels = Array.isArray(value) ? (value as GraphObject[]).map((label) => String(label.name)) : [];
      return labels.some((label) => wanted.some((name) => label.includes(name)));
    }
    throw invalid(`Filtering operator ${rule.operator} is not supported here`);
  });
}

interface VideoSession {
  account: string;
  videoId: string;
  size: number;
  received: Buffer[];
  offset: number;
}

export const PREVIEW_AD_FORMATS = new Set([
  'DESKTOP_FEED_STANDARD',
  'MOBILE_FEED_STANDARD',
  'INSTAGRAM_STANDARD',
  'INSTAGRAM_STORY',
  'INSTAGRAM_REELS',
  'FACEBOOK_STORY_MOBILE',
]);

/** What the launch side of the fake holds, readable by tests. */
export interface FakeLaunchState {
  campaigns: Map<string, GraphObject>;
  adsets: Map<string, GraphObject>;
  images: Map<string, GraphObject>;
  videos: Map<string, GraphObject>;
  creatives: Map<string, GraphObject>;
  ads: Map<string, GraphObject>;
  leadForms: Map<string, GraphObject[]>;
}

export interface FakeLaunchSide {
  state: FakeLaunchState;
  /** Tokens besides the user's that the fake accepts (Pages'). */
  acceptsToken(token: string | null): boolean;
  /** The answer to a launch request, or undefined when it is not one. */
  route(request: LaunchRequest): GraphObject | undefined;
  reset(): void;
}

export function createFakeLaunchSide(input: {
  data: FakeLaunchData;
  accounts: GraphObject[];
  /** The most bytes a video chunk may carry: the fake answers ranges this long. */
  videoChunkSize: number;
}): FakeLaunchSide {
  const { data, accounts, videoChunkSize } = input;
  let nextId = 900_000;
  const newId = (): string => String((nextId += 1));
  const state: FakeLaunchState = {
    campaigns: new Map(),
    adsets: new Map(),
    images: new Map(),
    videos: new Map(),
    creatives: new Map(),
    ads: new Map(),
    leadForms: new Map(),
  };
  const sessions = new Map<string, VideoSession>();

  const account = (id: string): GraphObject => {
    const found = accounts.find((candidate) => candidate.id === id);
    if (!found) throw invalid(`Unsupported request. Object with ID '${id}' does not exist`);
    return found;
  };
  const page = (id: string) => data.pages.find((candidate) => candidate.id === id);
  const list = (map: Map<string, GraphObject>, accountId: string, params: URLSearchParams) => ({
    data: [...map.values()].filter((item) => item.account_id === accountId && matches(item, filters(params))),
  });

  function createCampaign(accountId: string, params: URLSearchParams): GraphObject {
    const categories = json(params, 'special_ad_categories');
    if (!Array.isArray(categories)) throw invalid('special_ad_categories must be a list');
    const id = newId();
    state.campaigns.set(id, {
      id,
      account_id: accountId,
      name: required(params, 'name'),
      objective: required(params, 'objective'),
      status: required(params, 'status'),
      special_ad_categories: categories,
      adlabels: json(params, 'adlabels', false) ?? [],
    });
    return { id };
  }

  function createAdset(accountId: string, params: URLSearchParams): GraphObject {
    const campaign = state.campaigns.get(required(params, 'campaign_id'));
    if (!campaign) throw invalid('Campaign does not exist');
    const id = newId();
    state.adsets.set(id, {
      id,
      account_id: accountId,
      name: required(params, 'name'),
      campaign_id: campaign.id,
      campaign: { id: campaign.id, name: campaign.name },
      daily_budget: required(params, 'daily_budget'),
      billing_event: required(params, 'billing_event'),
      optimization_goal: required(params, 'optimization_goal'),
      targeting: json(params, 'targeting'),
      status: required(params, 'status'),
      effective_status: params.get('status'),
      adlabels: json(params, 'adlabels', false) ?? [],
    });
    return { id };
  }

  function uploadImage(accountId: string, request: LaunchRequest): GraphObject {
    const file = request.files.get('filename');
    if (!file) throw invalid('No image file was sent (field filename)');
    const hash = createHash('md5').update(file.bytes).digest('hex');
    const key = `${accountId}:${hash}`;
    if (!state.images.has(key)) state.images.set(key, { hash, name: file.name, account_id: accountId });
    return { images: { [file.name]: { hash, url: `https://scontent.example/${hash}.jpg` } } };
  }

  function listImages(accountId: string, params: URLSearchParams): GraphObject {
    const hashes = json(params, 'hashes', false);
    const wanted = Array.isArray(hashes) ? hashes.map(String) : null;
    return {
      data: [...state.images.values()].filter(
        (image) => image.account_id === accountId && (!wanted || wanted.includes(String(image.hash))),
      ),
    };
  }

  function videoPhase(accountId: string, request: LaunchRequest): GraphObject {
    const { params } = request;
    const phase = required(params, 'upload_phase');
    if (phase === 'start') {
      const size = Number(required(params, 'file_size'));
      const sessionId = newId();
      const videoId = newId();
      sessions.set(sessionId, { account: accountId, videoId, size, received: [], offset: 0 });
      return {
        upload_session_id: sessionId,
        video_id: videoId,
        start_offset: '0',
        end_offset: String(Math.min(videoChunkSize, size)),
      };
    }
    const session = sessions.get(required(params, 'upload_session_id'));
    if (!session || session.account !== accountId) throw invalid('Invalid upload session');
    if (phase === 'transfer') {
      const start = Number(required(params, 'start_offset'));
      const chunk = request.files.get('video_file_chunk');
      if (!chunk) throw invalid('No chunk was sent (field video_file_chunk)');
      if (start !== session.offset) {
        throw new FakeGraphError(
          400,
          fakeGraphError('Start offset mismatch', 6000, { error_subcode: 1363019 }),
        );
      }
      session.received.push(chunk.bytes);
      session.offset += chunk.bytes.length;
      return {
        start_offset: String(session.offset),
        end_offset: String(Math.min(session.offset + videoChunkSize, session.size)),
      };
    }
    if (phase === 'finish') {
      const bytes = Buffer.concat(session.received);
      if (bytes.length !== session.size) throw invalid('The upload is not complete');
      state.videos.set(session.videoId, {
        id: session.videoId,
        account_id: accountId,
        title: params.get('title') ?? params.get('name') ?? '',
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      });
      return { success: true };
    }
    throw invalid(`Unknown upload_phase ${phase}`);
  }

  function createCreative(accountId: string, params: URLSearchParams): GraphObject {
    const story = json(params, 'object_story_spec') as GraphObject;
    if (typeof story.page_id !== 'string' || !page(story.page_id)) {
      throw invalid('object_story_spec.page_id must be a Page you can advertise for');
    }
    const id = newId();
    state.creatives.set(id, {
      id,
      account_id: accountId,
      name: required(params, 'name'),
      object_story_spec: story,
      asset_feed_spec: json(params, 'asset_feed_spec', false),
      degrees_of_freedom_spec: json(params, 'degrees_of_freedom_spec', false),
      instagram_branded_content: json(params, 'instagram_branded_content', false),
      facebook_branded_content: json(params, 'facebook_branded_content', false),
    });
    return { id };
  }

  function createAd(accountId: string, params: URLSearchParams): GraphObject {
    const adset = state.adsets.get(required(params, 'adset_id'));
    const creativeRef = json(params, 'creative') as GraphObject;
    const creative = state.creatives.get(String(creativeRef.creative_id));
    if (!adset) throw invalid('Ad set does not exist');
    if (!creative) throw invalid('Creative does not exist');
    const id = newId();
    const status = required(params, 'status');
    state.ads.set(id, {
      id,
      account_id: accountId,
      name: required(params, 'name'),
      adset: { id: adset.id },
      adset_id: adset.id,
      creative: { id: creative.id },
      status,
      effective_status: status,
      tracking_specs: json(params, 'tracking_specs', false),
    });
    return { id };
  }

  function preview(params: URLSearchParams): GraphObject {
    const format = required(params, 'ad_format');
    if (!PREVIEW_AD_FORMATS.has(format)) throw invalid(`ad_format ${format} is not supported`);
    json(params, 'creative');
    const src = `https://www.facebook.com/ads/api/preview_iframe.php?d=fake&ad_format=${format}`;
    return { data: [{ body: `<iframe src="${src}" width="274" height="213" scrolling="yes"></iframe>` }] };
  }

  function leadForms(request: LaunchRequest, pageId: string): GraphObject {
    const owner = page(pageId);
    if (!owner || request.accessToken !== owner.accessToken) {
      throw new FakeGraphError(
        400,
        fakeGraphError('(#190) This method must be called with a Page Access Token', 190),
      );
    }
    const forms = state.leadForms.get(pageId) ?? [];
    if (request.method === 'GET') return { data: forms };
    const questions = json(request.params, 'questions');
    const policy = json(request.params, 'privacy_policy') as GraphObject;
    if (!Array.isArray(questions) || questions.length === 0) throw invalid('questions are required');
    if (typeof policy.url !== 'string') throw invalid('privacy_policy.url is required');
    const id = newId();
    state.leadForms.set(pageId, [
      ...forms,
      {
        id,
        name: required(request.params, 'name'),
        status: 'ACTIVE',
        questions,
        privacy_policy_url: policy.url,
        privacy_policy: policy,
        created_time: '2026-01-01T00:00:00+0000',
      },
    ]);
    return { id };
  }

  function launchedAd(id: string): GraphObject {
    const ad = state.ads.get(id) as GraphObject;
    const creative = state.creatives.get(String((ad.creative as GraphObject).id));
    return {
      id,
      status: ad.status,
      effective_status: ad.effective_status,
      creative: { id: creative?.id, degrees_of_freedom_spec: creative?.degrees_of_freedom_spec },
    };
  }

  function route(request: LaunchRequest): GraphObject | undefined {
    const { method, segments, params } = request;
    const [node = '', edge] = segments;
    const get = method === 'GET';
    if (get && node === 'me' && edge === 'accounts') {
      return {
        data: data.pages.map((candidate) => ({
          id: candidate.id,
          name: candidate.name,
          ...(candidate.instagram ? { instagram_business_account: candidate.instagram } : {}),
        })),
      };
    }
    if (node.startsWith('act_') && segments.length === 1 && get) {
      const found = account(node);
      return { id: node, currency: found.currency };
    }
    if (node.startsWith('act_') && segments.length === 2) {
      account(node);
      const post = method === 'POST';
      switch (edge ?? '') {
        case 'adspixels':
          return get ? { data: data.pixels[node] ?? [] } : undefined;
        case 'campaigns':
          return post ? createCampaign(node, params) : list(state.campaigns, node, params);
        case 'adsets':
          return post ? createAdset(node, params) : list(state.adsets, node, params);
        case 'adimages':
          return post ? uploadImage(node, request) : listImages(node, params);
        case 'advideos':
          return post ? videoPhase(node, request) : list(state.videos, node, params);
        case 'adcreatives':
          return post ? createCreative(node, params) : list(state.creatives, node, params);
        case 'ads':
          if (post) return createAd(node, params);
          return params.has('filtering') ? list(state.ads, node, params) : undefined;
        case 'generatepreviews':
          return get ? preview(params) : undefined;
        default:
          return undefined;
      }
    }
    if (edge === 'leadgen_forms' && segments.length === 2) return leadForms(request, node);
    if (edge === 'branded_content_advertisable_medias' && get) {
      const owner = data.adCodes[params.get('ad_code') ?? ''];
      return { data: owner ? [{ id: `media-of-${owner}`, owner_id: owner }] : [] };
    }
    if (segments.length === 1 && get && state.ads.has(node)) return launchedAd(node);
    const pageNode = segments.length === 1 && get ? page(node) : undefined;
    if (pageNode && params.get('fields') === 'access_token') {
      return { id: pageNode.id, access_token: pageNode.accessToken };
    }
    return undefined;
  }

  return {
    state,
    acceptsToken: (token) => data.pages.some((candidate) => candidate.accessToken === token),
    route,
    reset() {
      const { campaigns, adsets, images, videos, creatives, ads, leadForms } = state;
      for (const map of [campaigns, adsets, images, videos, creatives, ads, leadForms]) map.clear();
      sessions.clear();
    },
  };
}
