import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

/*
 * A local web server for the product-details tests: a Shopify-like store, a JSON-LD page, an Open Graph-only
 * page, and the pages that must be refused (too large, too slow, not HTML, redirects elsewhere).
 */

export interface ShopFixture {
  origin: string;
  port: number;
  /** Every path asked, in order. */
  requests: string[];
  /** Bytes the endless page wrote before the reader hung up, and whether it did. */
  endless: { written: number; closed: boolean };
  close(): Promise<void>;
}

const page = (head: string, body = '<main><h1>Product</h1></main>') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

export const TRAIL_RUNNER_JSON = {
  product: {
    id: 1001,
    title: 'Trail Runner 2',
    body_html:
      '<p>Grippy <strong>all-terrain</strong> shoes &amp; light as air.</p><ul><li>Recycled mesh</li><li>4 mm drop</li></ul><script>alert(1)</script>',
    vendor: 'Northbound',
    variants: [
      { id: 2001, price: '129.00' },
      { id: 2002, price: '139.5' },
    ],
    images: [
      { src: 'https://cdn.shopify.example/files/trail-1.jpg' },
      { src: '//cdn.shopify.example/files/trail-2.jpg' },
      { src: 'https://cdn.shopify.example/files/trail-1.jpg' },
    ],
  },
};

const SHOPIFY_PAGE = page(
  [
    '<title>Trail Runner 2 – Northbound</title>',
    '<meta property="og:title" content="Open Graph title that loses">',
    '<meta property="og:image" content="https://cdn.shopify.example/files/og.jpg">',
    '<script src="https://cdn.shopify.example/s/files/theme.js"></script>',
    '<script>var Shopify = Shopify || {}; Shopify.shop = "northbound.myshopify.com";',
    'Shopify.currency = {"active":"EUR","rate":"1.0"};</script>',
  ].join(''),
);

const PLAIN_TEE_PAGE = page('<title>Plain tee</title><script>Shopify.shop = "tees.myshopify.com";</script>');
const PLAIN_TEE_JSON = {
  product: {
    title: 'Plain Tee',
    body_html: '',
    vendor: 'Tees & Co',
    variants: [{ price: '25' }],
    images: [],
  },
};

const JSON_LD = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebSite', name: 'Acme store', url: 'https://acme.example' },
    { '@type': 'BreadcrumbList', itemListElement: [] },
    {
      '@type': ['Product'],
      name: 'Acme Blender Pro',
      description: '<p>Crushes ice in <b>10 seconds</b>.</p><p>Quiet motor.</p>',
      image: [
        '/img/blender.jpg',
        { '@type': 'ImageObject', url: 'https://cdn.acme.example/blender-side.jpg' },
        'https://cdn.acme.example/blender-side.jpg',
        'http://127.0.0.1/internal.jpg',
      ],
      brand: { '@type': 'Brand', name: 'Acme &amp; Sons' },
      offers: {
        '@type': 'AggregateOffer',
        lowPrice: '89.5',
        highPrice: '120',
        priceCurrency: 'usd',
        offerCount: 3,
      },
    },
  ],
};

const JSON_LD_PAGE = page(
  [
    '<title>Blender – Acme</title>',
    '<meta property="og:title" content="Open Graph loses to JSON-LD">',
    '<script type="application/ld+json">{ not json at all </script>',
    `<script type="application/ld+json">${JSON.stringify(JSON_LD)}</script>`,
  ].join(''),
);

const OFFERS_ARRAY_PAGE = page(
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org/',
    '@type': 'Product',
    name: 'Matcha set',
    brand: 'Kyoto Leaf',
    image: 'http://cdn.kyoto.example/matcha.jpg',
    offers: [
      { '@type': 'Offer', priceCurrency: 'JPY', priceSpecification: { price: 4800 } },
      { '@type': 'Offer', price: 5200, priceCurrency: 'JPY' },
    ],
  })}</script>`,
);

const OPEN_GRAPH_PAGE = page(
  [
    '<title>Linen Shirt | Maison Lin</title>',
    '<meta name="description" content="A meta description that loses to og:description">',
    '<meta property="og:site_name" content="Maison Lin">',
    '<meta property="og:type" content="product">',
    '<meta property="og:description" content="Washed linen, cut loose &amp; cool &eacute;t&eacute; after &eacute;t&eacute;.">',
    '<meta property="product:price:amount" content="49,90">',
    '<meta property="product:price:currency" content="eur">',
    '<meta property="product:brand" content="Maison Lin">',
    ...Array.from(
      { length: 10 },
      (_, index) => `<meta property="og:image" content="https://img.lin.example/shirt-${index % 9}.jpg">`,
    ),
    '<meta property="og:image" content="javascript:alert(1)">',
  ].join(''),
  '<svg><title>An icon title that is not the page</title></svg><script>document.write(\'<meta property="og:title" content="From a script">\')</script>',
);

const TITLE_ONLY_PAGE = page('<title>Just a title</title>');

/** Starts the fixture on `host` (127.0.0.2 for the allowed shop, 127.0.0.1 for the refused loopback). */
export async function startShopFixture(host: string): Promise<ShopFixture> {
  const requests: string[] = [];
  const endless = { written: 0, closed: false };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    requests.push(url.pathname + url.search);
    const html = (body: string, headers: http.OutgoingHttpHeaders = {}) =>
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
    const json = (body: unknown) =>
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
        .end(JSON.stringify(body));
    switch (url.pathname) {
      case '/products/trail-runner':
        return html(SHOPIFY_PAGE, { 'x-shopid': '42' });
      case '/products/trail-runner.json':
        return json(TRAIL_RUNNER_JSON);
      case '/go/trail-runner':
        return response.writeHead(302, { location: '/products/trail-runner?variant=2002' }).end();
      case '/products/plain-tee':
        return html(PLAIN_TEE_PAGE);
      case '/products/plain-tee.json':
        return json(PLAIN_TEE_JSON);
      case '/cart.js':
        return json({ token: 'x', items: [], currency: 'CAD' });
      case '/blender':
        return html(JSON_LD_PAGE);
      case '/matcha':
        return html(OFFERS_ARRAY_PAGE);
      case '/shirt':
        return html(OPEN_GRAPH_PAGE);
      case '/latin-1':
        return response
          .writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' })
          .end(
            Buffer.from(
              page(
                '<meta property="og:title" content="Crème brûlée torch"><meta name="description" content="Caramélise.">',
              ),
              'latin1',
            ),
          );
      case '/title-only':
        return html(TITLE_ONLY_PAGE);
      case '/image.png':
        return response
          .writeHead(200, { 'content-type': 'image/png' })
          .end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
      case '/missing':
        return response.writeHead(404, { 'content-type': 'text/html' }).end(page('<title>Not found</title>'));
      case '/redirect':
        return response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
      case '/huge-declared':
        response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(200 * 1024 * 1024) });
        response.write('<html>');
        return;
      case '/huge': {
        // 200 MB, written only as fast as the reader takes it, with no Content-Length to warn it.
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        const total = 200 * 1024 * 1024;
        const pump = () => {
          while (!response.destroyed && endless.written < total) {
            endless.written += chunk.length;
            if (!response.write(chunk)) {
              response.once('drain', pump);
              return;
            }
          }
          if (!response.destroyed) response.end();
        };
        response.on('close', () => {
          endless.closed = true;
        });
        pump();
        return;
      }
      case '/inflates': {
        // 20 MB of spaces, compressed to a few kilobytes, although the reader asked for no compression.
        const body = gzipSync(Buffer.concat([Buffer.from('<html>'), Buffer.alloc(20 * 1024 * 1024, ' ')]));
        return response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' }).end(body);
      }
      case '/drip': {
        // One byte a second, forever.
        response.writeHead(200, { 'content-type': 'text/html' });
        const drip = setInterval(() => response.write('<'), 1000);
        response.on('close', () => clearInterval(drip));
        return;
      }
      case '/silent':
        return; // never answers
      default:
        return response.writeHead(404).end();
    }
  });
  server.listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    requests,
    endless,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
