import { ERROR_CODES, MESSAGES, TOOLS_MESSAGES, type ProductDetails } from '@hookline/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../platform/http/app-error.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { readProductDetails } from './index.ts';
import { serveProductDetails } from './test-support-app.ts';
import { startShopFixture, type ShopFixture } from './test-support-shop.ts';

const ENDPOINT = '/tools/api/v1/product-details';

describe('product details from a product page', () => {
  let t: TestApp;
  /** The route as the tools area registers it: default options (the bot check, 20 calls a minute). */
  let app: FastifyInstance;
  /** The allowed test shop, on 127.0.0.2 (OUTBOUND_ALLOWED_NETWORKS=127.0.0.2/32). */
  let shop: ShopFixture;
  /** A server on 127.0.0.1, which stays refused: it must never be asked anything. */
  let loopback: ShopFixture;
  let visitor = 0;

  beforeAll(async () => {
    [shop, loopback] = await Promise.all([startShopFixture('127.0.0.2'), startShopFixture('127.0.0.1')]);
    t = await createTestApp({ env: { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.2/32' } });
    app = await serveProductDetails(t.context);
  });
  afterAll(async () => {
    await app.close();
    await t.close();
    await Promise.all([shop.close(), loopback.close()]);
  });

  /** A signed-out visitor's call, each from its own address so that no per-address limit is shared. */
  const read = (url: unknown) => {
    visitor += 1;
    return app.inject({
      method: 'POST',
      url: ENDPOINT,
      payload: { url },
      remoteAddress: `198.51.100.${visitor}`,
    });
  };
  const brief = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProductDetails>();
  };
  const refusal = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    message: response.json<{ message: string }>().message,
  });

  it("reads a Shopify store's product JSON, with the store's currency and the page's final address", async () => {
    const details = brief(await read(`${shop.origin}/products/trail-runner`));
    expect(details).toEqual({
      name: 'Trail Runner 2',
      description: 'Grippy all-terrain shoes & light as air.\n\n• Recycled mesh\n• 4 mm drop',
      price: '129.00',
      currency: 'EUR',
      images: [
        'https://cdn.shopify.example/files/trail-1.jpg',
        'https://cdn.shopify.example/files/trail-2.jpg',
        'https://cdn.shopify.example/files/og.jpg',
      ],
      brand: 'Northbound',
      source: 'shopify',
      url: `${shop.origin}/products/trail-runner`,
    });
    expect(shop.requests).toContain('/products/trail-runner.json');
  });

  it('follows a redirect to the product page and prices the variant its address names', async () => {
    const details = brief(await read(`${shop.origin}/go/trail-runner`));
    expect(details).toMatchObject({
      price: '139.50',
      currency: 'EUR',
      source: 'shopify',
      url: `${shop.origin}/products/trail-runner?variant=2002`,
    });
  });

  it("reads a Shopify JSON address as its page, and asks the cart for a currency the page doesn't give", async () => {
    const details = brief(await read(`${shop.origin}/products/plain-tee.json`));
    expect(details).toMatchObject({
      name: 'Plain Tee',
      description: '',
      price: '25.00',
      currency: 'CAD',
      images: [],
      brand: 'Tees & Co',
      source: 'shopify',
      url: `${shop.origin}/products/plain-tee`,
    });
    expect(shop.requests).toContain('/cart.js');
  });

  it('reads schema.org Product in a JSON-LD @graph: AggregateOffer lowPrice, image objects, brand', async () => {
    const details = brief(await read(`${shop.origin}/blender`));
    expect(details).toEqual({
      name: 'Acme Blender Pro',
      description: 'Crushes ice in 10 seconds.\n\nQuiet motor.',
      price: '89.50',
      currency: 'USD',
      images: [`https://127.0.0.2:${shop.port}/img/blender.jpg`, 'https://cdn.acme.example/blender-side.jpg'],
      brand: 'Acme & Sons',
      source: 'json-ld',
      url: `${shop.origin}/blender`,
    });
  });

  it('reads offers given as a list, a price specification, and a currency without decimals', async () => {
    const details = brief(await read(`${shop.origin}/matcha`));
    expect(details).toMatchObject({
      name: 'Matcha set',
      price: '4800',
      currency: 'JPY',
      images: ['https://cdn.kyoto.example/matcha.jpg'],
      brand: 'Kyoto Leaf',
      source: 'json-ld',
    });
  });

  it('reads a page with only Open Graph and meta tags, ignoring tags written by scripts and icon titles', async () => {
    const details = brief(await read(`${shop.origin}/shirt`));
    expect(details).toEqual({
      name: 'Linen Shirt',
      description: 'Washed linen, cut loose & cool été after été.',
      price: '49.90',
      currency: 'EUR',
      images: Array.from({ length: 8 }, (_, index) => `https://img.lin.example/shirt-${index}.jpg`),
      brand: 'Maison Lin',
      source: 'open-graph',
      url: `${shop.origin}/shirt`,
    });
  });

  it('decodes a page in the charset its headers name', async () => {
    const details = brief(await read(`${shop.origin}/latin-1`));
    expect(details).toMatchObject({
      name: 'Crème brûlée torch',
      description: 'Caramélise.',
      source: 'open-graph',
    });
  });

  it('refuses loopback in every spelling, IPv6 loopback, mapped loopback and the metadata address, sending nothing', async () => {
    const before = loopback.requests.length;
    for (const url of [
      `http://127.0.0.1:${loopback.port}/shirt`,
      `http://[::1]:${loopback.port}/shirt`,
      `http://[::ffff:127.0.0.1]:${loopback.port}/shirt`,
      `http://2130706433:${loopback.port}/shirt`,
      `http://0177.0.0.1:${loopback.port}/shirt`,
      `http://0x7f.1:${loopback.port}/shirt`,
      `http://localhost:${loopback.port}/shirt`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00:ec2::254]/latest/meta-data/',
      'http://10.0.0.1/',
    ]) {
      expect(refusal(await read(url)), url).toEqual({ status: 400, message: TOOLS_MESSAGES.urlRefused });
    }
    expect(loopback.requests.length).toBe(before);
  });

  it('refuses a redirect to a private address, by address or by name, without following it', async () => {
    const before = loopback.requests.length;
    for (const target of [
      `http://127.0.0.1:${loopback.port}/shirt`,
      `http://localhost:${loopback.port}/shirt`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const url = `${shop.origin}/redirect?to=${encodeURIComponent(target)}`;
      expect(refusal(await read(url)), target).toEqual({ status: 400, message: TOOLS_MESSAGES.urlRefused });
    }
    expect(loopback.requests.length).toBe(before);
  });

  it('refuses other schemes, control characters, broken Unicode and credentials as invalid addresses', async () => {
    for (const url of [
      'ftp://127.0.0.2/products/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'gopher://shop.example/',
      `${shop.origin}/shirt\u0000`,
      `http://shop.example/\u0000/x`,
      'http://shop.example/\uD800',
      'http://shop.example/\uDC00x',
      'https://user:secret@shop.example/products/x',
      'https://intranet/products/x',
      '',
      `https://shop.example/${'x'.repeat(2100)}`,
    ]) {
      expect(refusal(await read(url)), JSON.stringify(url)).toEqual({
        status: 400,
        message: TOOLS_MESSAGES.urlInvalid,
      });
    }
    expect(refusal(await read(42))).toEqual({ status: 400, message: TOOLS_MESSAGES.urlInvalid });
  });

  it('stops a 200 MB page early, without buffering it, and closes the connection', async () => {
    const started = Date.now();
    expect(refusal(await read(`${shop.origin}/huge`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageTooLarge,
    });
    expect(Date.now() - started).toBeLessThan(5000);
    await vi.waitFor(() => expect(shop.endless.closed).toBe(true));
    // 5 MB read, plus what the sockets held: far from the 200 MB on offer.
    expect(shop.endless.written).toBeLessThan(20 * 1024 * 1024);
  });

  it('refuses a page whose Content-Length is too large before reading it, and one that inflates past the limit', async () => {
    expect(refusal(await read(`${shop.origin}/huge-declared`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageTooLarge,
    });
    expect(refusal(await read(`${shop.origin}/inflates`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageTooLarge,
    });
  });

  it('gives up on a page that drips one byte a second, long before the total time', async () => {
    const started = Date.now();
    expect(refusal(await read(`${shop.origin}/drip`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageTimeout,
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses an answer that is not HTML without reading it, a missing page, and a page with no product', async () => {
    expect(refusal(await read(`${shop.origin}/image.png`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.noProductFound,
    });
    expect(refusal(await read(`${shop.origin}/missing`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageUnreachable,
    });
    expect(refusal(await read(`${shop.origin}/title-only`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.noProductFound,
    });
    expect(refusal(await read(`http://127.0.0.2:1/nothing-listens`))).toEqual({
      status: 400,
      message: TOOLS_MESSAGES.pageUnreachable,
    });
  });

  it('gives up on a page that never answers when the total time runs out', async () => {
    const started = Date.now();
    const error = await readProductDetails(t.context, `${shop.origin}/silent`, { timeoutMs: 800 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: TOOLS_MESSAGES.pageTimeout });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('stands behind the bot check by default, and behind the guard the tools area gives instead', async () => {
    const botChecked = await serveProductDetails({
      ...t.context,
      botCheck: {
        enabled: true,
        settings: { provider: 'turnstile', siteKey: 'site-key' },
        verify: async ({ token }) => token === 'human',
      },
    });
    const gateHit: string[] = [];
    const gated = await serveProductDetails(t.context, {
      guard: async (request) => {
        gateHit.push(request.ip);
        throw new AppError(ERROR_CODES.tooManyRequests, TOOLS_MESSAGES.signedOutLimit);
      },
    });
    try {
      const before = shop.requests.length;
      const call = (target: FastifyInstance, headers: Record<string, string> = {}) =>
        target.inject({
          method: 'POST',
          url: ENDPOINT,
          payload: { url: `${shop.origin}/shirt` },
          headers,
          remoteAddress: '203.0.113.7',
        });
      expect(refusal(await call(botChecked))).toEqual({ status: 400, message: MESSAGES.botCheckFailed });
      expect(refusal(await call(gated))).toEqual({ status: 429, message: TOOLS_MESSAGES.signedOutLimit });
      expect(gateHit).toEqual(['203.0.113.7']);
      expect(shop.requests.length).toBe(before);
      expect(brief(await call(botChecked, { 'x-bot-check-token': 'human' })).name).toBe('Linen Shirt');
    } finally {
      await Promise.all([botChecked.close(), gated.close()]);
    }
  });

  it('limits the calls from one address', async () => {
    const limited = await serveProductDetails(t.context, { perMinute: 2 });
    try {
      const call = () =>
        limited.inject({
          method: 'POST',
          url: ENDPOINT,
          payload: { url: `${shop.origin}/shirt` },
          remoteAddress: '203.0.113.9',
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('documents the call in the tools service', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(paths[ENDPOINT] ?? {})).toEqual(['post']);
  });
});
