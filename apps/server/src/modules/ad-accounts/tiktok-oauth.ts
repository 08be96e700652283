import { z } from 'zod';
import type { Config } from '../../platform/config/config.ts';
import { fetchJson, SignInExchangeError, type SignInProvider } from './sign-in-provider.ts';

const tokenAnswer = z.object({
  code: z.number(),
  message: z.string(),
  data: z
    .object({
      access_token: z.string().min(1).optional(),
      advertiser_ids: z.array(z.union([z.string(), z.number()])).optional(),
      scope: z.array(z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
});

/**
 * TikTok's advertiser authorisation: the portal page, then `POST /oauth2/access_token/` with the app's id,
 * secret and the `auth_code` sent back. TikTok's advertiser tokens do not expire (until revoked).
 */
export function tiktokSignIn(config: Config, fetchImpl: typeof fetch = fetch): SignInProvider {
  const { tiktokAppId, tiktokAppSecret, tiktokAuthUrl, tiktokApiUrl } = config.adPlatforms;
  return {
    variables: 'TIKTOK_APP_ID and TIKTOK_APP_SECRET',
    configured: Boolean(tiktokAppId && tiktokAppSecret),

    authorizeUrl({ state, redirectUri }) {
      const url = new URL(tiktokAuthUrl);
      url.searchParams.set('app_id', tiktokAppId ?? '');
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },

    codeFrom: (query) => query.auth_code ?? query.code,

    async exchange({ code }) {
      const { status, body } = await fetchJson(fetchImpl, new URL(`${tiktokApiUrl}/oauth2/access_token/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_id: tiktokAppId, secret: tiktokAppSecret, auth_code: code }),
      });
      const answer = tokenAnswer.safeParse(body);
      if (status !== 200 || !answer.success) throw new SignInExchangeError(`TikTok answered ${status}`);
      const accessToken = answer.data.data?.access_token;
      if (answer.data.code !== 0 || !accessToken) throw new SignInExchangeError(answer.data.message);
      return { accessToken, expiresAt: null, scopes: (answer.data.data?.scope ?? []).map(String) };
    },
  };
}
