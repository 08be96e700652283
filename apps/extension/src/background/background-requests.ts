import { boardPageUrl, normaliseAppUrl, signInPageUrl } from '../shared/app-url.ts';
import type { SaveAdBody } from '../shared/hookline-api.ts';
import type { BackgroundReply, BackgroundRequest, ExtensionState } from '../shared/runtime-messages.ts';
import type { HooklineClient } from './hookline-client.ts';
import type { SessionStore } from './session-store.ts';

interface Dependencies {
  store: SessionStore;
  client: HooklineClient;
  openTab: (url: string) => Promise<void>;
}

export const APP_URL_INVALID = 'Please enter a valid Hookline address, like https://yourteam.hookline.app';

const KINDS: readonly BackgroundRequest['kind'][] = [
  'get-state',
  'list-boards',
  'save-ad',
  'sign-in',
  'sign-out',
  'open-app',
  'set-app-url',
];

export function isBackgroundRequest(message: unknown): message is BackgroundRequest {
  const kind = (message as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' && (KINDS as readonly string[]).includes(kind);
}

function isSaveAdBody(body: unknown): body is SaveAdBody {
  const candidate = body as Partial<SaveAdBody> | null;
  return (
    typeof candidate?.workspaceId === 'string' &&
    typeof candidate.folderId === 'string' &&
    typeof candidate.ad === 'object' &&
    candidate.ad !== null
  );
}

async function state(store: SessionStore): Promise<ExtensionState> {
  const session = await store.read();
  return { signedIn: session.token !== null, appUrl: session.appUrl };
}

/** Answers what the content script, the popup and the options page ask. */
export async function handleBackgroundRequest<K extends BackgroundRequest['kind']>(
  request: Extract<BackgroundRequest, { kind: K }>,
  { store, client, openTab }: Dependencies,
): Promise<BackgroundReply<K>> {
  // Each branch answers its own kind; TypeScript can't narrow K from the switch, hence the casts.
  const reply = async (): Promise<BackgroundReply<BackgroundRequest['kind']>> => {
    const typed = request as BackgroundRequest;
    switch (typed.kind) {
      case 'get-state':
        return state(store);
      case 'list-boards': {
        const result = await client.listBoards();
        if (result.status !== 'ok') return result;
        const { lastBoard } = await store.read();
        return { status: 'ok', organisations: result.data.data, lastBoard };
      }
      case 'save-ad': {
        if (!isSaveAdBody(typed.body)) return { status: 'error', message: 'Please choose a board' };
        const result = await client.saveAd(typed.body);
        if (result.status !== 'ok') return result;
        const { workspaceId, folderId } = typed.body;
        await store.rememberBoard({ workspaceId, folderId });
        return {
          status: 'ok',
          fileId: result.data._id,
          boardUrl: boardPageUrl(result.appUrl, workspaceId, folderId),
        };
      }
      case 'sign-in':
        await openTab(signInPageUrl((await store.read()).appUrl));
        return { status: 'ok' };
      case 'open-app':
        await openTab(`${(await store.read()).appUrl}/`);
        return { status: 'ok' };
      case 'sign-out':
        await store.clearTokens();
        return state(store);
      case 'set-app-url': {
        const appUrl = normaliseAppUrl(typed.appUrl);
        if (!appUrl) return { status: 'error', message: APP_URL_INVALID };
        await store.setAppUrl(appUrl);
        return { status: 'ok', state: await state(store) };
      }
    }
  };
  return (await reply()) as BackgroundReply<K>;
}
