import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next interaction signs in as. */
  signInAs(account: TestAccount): void;
  /** Follows an authorization URL through login and consent; returns the redirect's code, state and iss. */
  authorize(
    url: string,
    redirectUri: string,
  ): Promise<{ code: string; state: string; iss: string | undefined }>;
  close(): Promise<void>;
}

/** A real OpenID provider (oidc-provider) on loopback, with an interaction handler that logs in a fixed account. */
export async function startTestIdentityProvider(options: {
  redirectUri: string;
}): Promise<TestIdentityProvider> {
  const clientId = 'hookline-test';
  const clientSecret = 'hookline-test-secret-hookline-test-secret';
  const accounts = new Map<string, TestAccount>();
  let current: TestAccount | undefined;

  const server: Server = createServer((req, res) => {
    void (async () => {
      if (req.url?.startsWith('/interaction/')) {
        const details = await provider.interactionDetails(req, res);
        if (details.prompt.name === 'login') {
          if (!current) throw new Error('signInAs was not called');
          await provider.interactionFinished(
            req,
            res,
            { login: { accountId: current.sub } },
            { mergeWithLastSubmission: false },
          );
          return;
        }
        const grant =
          (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
          new provider.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: details.params.client_id,
          });
        const missing = details.prompt.details;
        if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
        if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
        const grantId = await grant.save();
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId } },
          { mergeWithLastSubmission: true },
        );
        return;
      }
      provider.callback()(req, res);
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Requests only arrive once the test has the issuer, after this line.
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['hookline-test-cookie-key'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => account } : undefined;
    },
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      current = account;
    },
    async authorize(url, redirectUri) {
      const jar = new Map<string, string>();
      let next = url;
      for (let hop = 0; hop < 20; hop += 1) {
        const response = await fetch(next, {
          redirect: 'manual',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        });
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const index = pair.indexOf('=');
          const name = pair.slice(0, index).trim();
          const value = pair.slice(index + 1).trim();
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
        const location = response.headers.get('location');
        if (!location) {
          throw new Error(`provider stopped at ${next} with ${response.status}: ${await response.text()}`);
        }
        const target = new URL(location, next);
        if (target.href.startsWith(redirectUri)) {
          const error = target.searchParams.get('error');
          if (error) {
            throw new Error(`provider answered ${error}: ${target.searchParams.get('error_description')}`);
          }
          return {
            code: target.searchParams.get('code') ?? '',
            state: target.searchParams.get('state') ?? '',
            iss: target.searchParams.get('iss') ?? undefined,
          };
        }
        next = target.href;
      }
      throw new Error('too many redirects');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
