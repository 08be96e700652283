import type { SignInPurpose } from '@hookline/domain';
import { z } from 'zod';
import type { Config } from '../../platform/config/config.ts';
import { fetchJson, SignInExchangeError, type SignInProvider } from './sign-in-provider.ts';

const ANALYTICS_SCOPES = ['ads_read', 'business_management'];

/**
 * The permissions each purpose asks for when no Facebook Login for Business configuration is set; reconnecting
 * an Analytics account asks for Analytics' own.
 */
export const META_SCOPES: Readonly<Record<SignInPurpose, readonly string[]>> = {
  analytics: ANALYTICS_SCOPES,
  reconnect: ANALYTICS_SCOPES,
  launcher: [
    'ads_management',
    'ads_read',
    'business_management',
    'pages_show_list',
    'pages_read_engagement',
    'pages_manage_ads',
    'instagram_basic',
    'leads_retrieval',
  ],
};

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional() });
const permissionsAnswer = z.object({
  data: z.array(z.object({ permission: z.string(), status: z.string() })),
});
const graphError = z.object({ error: z.object({ message: z.string() }) });

/**
 * Facebook Login (for Business): the dialog, then `GET /oauth/access_token` twice: the code for a
 * short-lived token, that token for a long-lived one (`grant_type=fb_exchange_token`, about 60 days), and
 * `/me/permissions` for what the person granted.
 */
export function metaSignIn(config: Config, fetchImpl: typeof fetch = fetch): SignInProvider {
  const { metaAppId, metaAppSecret, metaDialogUrl, metaLoginConfigId, metaGraphUrl } = config.adPlatforms;

  async function graphGet(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${metaGraphUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const { status, body } = await fetchJson(fetchImpl, url);
    if (status !== 200) {
      const refused = graphError.safeParse(body);
      throw new SignInExchangeError(
        refused.success ? refused.data.error.message : `Graph answered ${status}`,
      );
    }
    return body;
  }

  async function token(params: Record<string, string>) {
    const answer = tokenAnswer.safeParse(await graphGet('/oauth/access_token', params));
    if (!answer.success) throw new SignInExchangeError('Graph answered without an access token');
    return answer.data;
  }

  return {
    variables: 'META_APP_ID and META_APP_SECRET',
    configured: Boolean(metaAppId && metaAppSecret),

    authorizeUrl({ state, redirectUri, purpose }) {
      const url = new URL(metaDialogUrl);
      url.searchParams.set('client_id', metaAppId ?? '');
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('response_type', 'code');
      if (metaLoginConfigId) url.searchParams.set('config_id', metaLoginConfigId);
      else url.searchParams.set('scope', META_SCOPES[purpose].join(','));
      return url.toString();
    },

    codeFrom: (query) => query.code,

    async exchange({ code, redirectUri, now }) {
      const app = { client_id: metaAppId ?? '', client_secret: metaAppSecret ?? '' };
      const shortLived = await token({ ...app, redirect_uri: redirectUri, code });
      const longLived = await token({
        ...app,
        grant_type: 'fb_exchange_token',
        fb_exchange_token: shortLived.access_token,
      });
      const permissions = permissionsAnswer.safeParse(
        await graphGet('/me/permissions', { access_token: longLived.access_token }),
      );
      const expiresIn = longLived.expires_in;
      return {
        accessToken: longLived.access_token,
        // Graph leaves expires_in out (or 0) for a token that does not expire.
        expiresAt: expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null,
        scopes: permissions.success
          ? permissions.data.data
              .filter((entry) => entry.status === 'granted')
              .map((entry) => entry.permission)
          : [],
      };
    },
  };
}
