import { TOOLS_MESSAGES, type ProductDetails } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/factories.ts';
import { createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startShopFixture, type ShopFixture } from './test-support-shop.ts';

/** The tools service of the real app answers `POST product-details`, for signed-out visitors and members. */
describe('POST tools/api/v1/product-details on the app', () => {
  let t: TestApp;
  let shop: ShopFixture;
  beforeAll(async () => {
    shop = await startShopFixture('127.0.0.2');
    t = await createTestApp({ env: { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.2/32' } });
  });
  afterAll(async () => {
    await t?.close();
    await shop?.close();
  });

  const read = (url: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/tools/api/v1/product-details',
      headers: token ? bearer(token) : {},
      payload: { url },
    });

  it('reads a Shopify product for a signed-out visitor and for a member; refuses loopback and a bad token', async () => {
    const visitor = await read(`${shop.origin}/products/trail-runner`);
    expect(visitor.statusCode, visitor.body).toBe(200);
    expect(visitor.json<ProductDetails>()).toMatchObject({ source: 'shopify' });
    const team = await createTeam(t);
    const member = await read(`${shop.origin}/products/trail-runner`, team.admin.token);
    expect(member.statusCode, member.body).toBe(200);
    const loopback = await read('http://127.0.0.1:9/products/x');
    expect([loopback.statusCode, loopback.json<{ message: string }>().message]).toEqual([
      400,
      TOOLS_MESSAGES.urlRefused,
    ]);
    expect((await read(`${shop.origin}/products/trail-runner`, 'not-a-token')).statusCode).toBe(401);
  });
});
