import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config/config.ts';
import { createSecretBox, secretBoxOf } from '../../platform/crypto/secret-box.ts';
import { createUser } from '../../test/factories.ts';
import { sealV1 } from '../../test/legacy-secret-box.ts';
import { createOrganisation, createWorkspace } from '../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { credentialsFor, resealPlatformTokens } from './ad-platform-connections.service.ts';
import { adPlatformConnections } from './tables.ts';

const key = (id: string, fill: number) => ({ id, secret: Buffer.alloc(32, fill) });
const env = (keys: { id: string; secret: Buffer }[]) =>
  keys.map((k) => `${k.id}:${k.secret.toString('base64')}`).join(',');

describe('stored ad-platform tokens across key rotations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ENCRYPTION_KEYS: env([key('k1', 1)]) } });
  });
  afterAll(() => t.close());

  async function storeToken(accessToken: string): Promise<string> {
    const org = await createOrganisation(t, await createUser(t));
    const workspace = await createWorkspace(t, org);
    await t.context.database.db
      .insert(adPlatformConnections)
      .values({ orgId: org.id, workspaceId: workspace.id, provider: 'meta', accessToken });
    return workspace.id;
  }
  const storedToken = async (workspaceId: string) =>
    (
      await t.context.database.db
        .select({ accessToken: adPlatformConnections.accessToken })
        .from(adPlatformConnections)
        .where(eq(adPlatformConnections.workspaceId, workspaceId))
    )[0]?.accessToken;

  it('reads tokens sealed before ENCRYPTION_KEYS, and re-seals them and older keys’ with the newest key', async () => {
    const legacy = await storeToken(sealV1('EAAB-legacy', t.context.config.jwtSecret));
    const byK1 = await storeToken(secretBoxOf(t.context.config).seal('EAAB-k1'));
    const lost = await storeToken(createSecretBox({ keys: [key('k0', 9)] }).seal('EAAB-lost'));
    await expect(credentialsFor(t.context, { workspaceId: legacy, provider: 'meta' })).resolves.toEqual({
      accessToken: 'EAAB-legacy',
    });

    const rotated: Config = { ...t.context.config, encryptionKeys: [key('k2', 2), key('k1', 1)] };
    const context = { ...t.context, config: rotated };
    expect(await resealPlatformTokens(context)).toEqual({ resealed: 2, unreadable: 1 });

    for (const [workspaceId, plain] of [
      [legacy, 'EAAB-legacy'],
      [byK1, 'EAAB-k1'],
    ] as const) {
      expect(await storedToken(workspaceId)).toMatch(/^v2\.k2\./);
      // Once re-sealed, neither k1 nor the JWT secret is needed any more.
      const onlyK2 = { ...rotated, encryptionKeys: [key('k2', 2)], jwtSecret: 'x'.repeat(32) };
      await expect(
        credentialsFor({ ...context, config: onlyK2 }, { workspaceId, provider: 'meta' }),
      ).resolves.toEqual({ accessToken: plain });
    }
    expect(await storedToken(lost)).toMatch(/^v2\.k0\./);
    expect(await resealPlatformTokens(context)).toEqual({ resealed: 0, unreadable: 1 });
  });
});
