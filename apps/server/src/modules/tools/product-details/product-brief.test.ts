import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, readPageMetadata } from './html-reader.ts';
import {
  briefImages,
  currencyCode,
  formatPrice,
  jsonLdDraft,
  mergeDrafts,
  plainPrice,
  shopifyDraft,
  tidyText,
} from './product-brief.ts';

const everyImage = () => true;

describe('reading prices, currencies and text', () => {
  it('reads prices as sites write them', () => {
    expect(plainPrice(49)).toBe('49');
    expect(plainPrice('49.00')).toBe('49.00');
    expect(plainPrice('$1,299.99')).toBe('1299.99');
    expect(plainPrice('49,90 €')).toBe('49.90');
    expect(plainPrice('1.299,00')).toBe('1299.00');
    expect(plainPrice('12,500')).toBe('12500');
    expect(plainPrice('-5')).toBeUndefined();
    expect(plainPrice('free')).toBeUndefined();
    expect(plainPrice(Number.NaN)).toBeUndefined();
    expect(plainPrice({ price: 3 })).toBeUndefined();
  });

  it('keeps ISO 4217 codes only, and formats with the currency’s decimals', () => {
    expect(currencyCode('usd')).toBe('USD');
    expect(currencyCode(' EUR ')).toBe('EUR');
    for (const value of ['$', 'dollars', 'XYZ', 'US', 42, undefined]) {
      expect(currencyCode(value)).toBeUndefined();
    }
    expect(formatPrice('49', 'USD')).toBe('49.00');
    expect(formatPrice('4800', 'JPY')).toBe('4800');
    expect(formatPrice('1.5', 'KWD')).toBe('1.500');
    expect(formatPrice('49.5', undefined)).toBe('49.50');
  });

  it('turns a fragment of HTML into paragraphs, lines and bullets', () => {
    expect(
      htmlToText(
        '<h2>Why</h2><p>Light<br>and <em>fast</em>.</p>\n<ul>\n <li>One</li>\n <li>Two &amp; three</li>\n</ul><style>p{}</style><p>End</p>',
      ),
    ).toBe('Why\n\nLight\nand fast.\n\n• One\n• Two & three\n\nEnd');
    expect(htmlToText('No tags at all')).toBe('No tags at all');
    expect(htmlToText('<p>Unclosed <b>bold')).toBe('Unclosed bold');
  });

  it('decodes numeric and named references, and leaves unknown ones', () => {
    expect(decodeEntities('Caf&eacute; &#233; &#xE9; &hellip; &unknown; &#0; &#xD800;')).toBe(
      'Café é é … &unknown; \uFFFD \uFFFD',
    );
  });

  it('makes text valid Unicode without control characters, within its length', () => {
    expect(tidyText('A\u0000 lone \uD800 surrogate\u0007', { max: 100 })).toBe('A lone \uFFFD surrogate');
    expect(tidyText('word '.repeat(100), { max: 50 })).toMatch(/^(word ){8}word…$/);
  });
});

describe('reading the page head', () => {
  it('reads meta tags, the first title and JSON-LD, not what scripts and comments hold', () => {
    const metadata = readPageMetadata(
      [
        '<html><head><!-- <meta property="og:title" content="commented"> -->',
        '<META PROPERTY="og:title" CONTENT=\'Single &amp; quoted\'>',
        '<meta property=og:price:amount content=12.5>',
        '<meta property="og:title" content="second, ignored">',
        '<title>Page &ndash; Shop</title><title>Second title</title>',
        "<script>var s = \"<meta property='og:description' content='script'>\";</script>",
        '<script type="application/ld+json">{"@type":"Product","name":"X"}</script>',
        '<script type="text/template"><meta name="description" content="template"></script>',
        '</head></html>',
      ].join('\n'),
    );
    expect(metadata.meta.get('og:title')).toBe('Single & quoted');
    expect(metadata.meta.get('og:price:amount')).toBe('12.5');
    expect(metadata.meta.has('og:description')).toBe(false);
    expect(metadata.meta.has('description')).toBe(false);
    expect(metadata.title).toBe('Page – Shop');
    expect(metadata.jsonLd).toEqual(['{"@type":"Product","name":"X"}']);
  });

  it('reads markup built to slow a parser down in linear time', () => {
    for (const markup of ['<a b="', '<a b= ', '<!--', '<!x', '<script>', '</', '<meta content="', '&amp;']) {
      const started = Date.now();
      readPageMetadata(markup.repeat(400_000));
      htmlToText(markup.repeat(40_000));
      expect(Date.now() - started, markup).toBeLessThan(2000);
    }
  });
});

describe('JSON-LD and Shopify products', () => {
  const script = (value: unknown) => JSON.stringify(value);

  it('finds a product nested in a page entity, typed by its full IRI', () => {
    const draft = jsonLdDraft([
      script({
        '@context': 'https://schema.org',
        '@type': 'WebPage',
        mainEntity: {
          '@type': 'http://schema.org/Product',
          name: 'Nested',
          offers: { '@type': 'Offer', price: '10', priceCurrency: 'GBP' },
        },
      }),
    ]);
    expect(draft).toMatchObject({ name: 'Nested', price: '10', currency: 'GBP' });
  });

  it('prices a product group from its first priced variant, and reads an aggregate offer’s inner offers', () => {
    expect(
      jsonLdDraft([
        script({
          '@type': 'ProductGroup',
          name: 'Hoodie',
          hasVariant: [
            { '@type': 'Product', name: 'Hoodie S', offers: { '@type': 'Offer' } },
            {
              '@type': 'Product',
              name: 'Hoodie M',
              offers: { '@type': 'Offer', price: 59, priceCurrency: 'EUR' },
            },
          ],
        }),
      ]),
    ).toMatchObject({ name: 'Hoodie', price: '59', currency: 'EUR' });
    expect(
      jsonLdDraft([
        script({
          '@type': 'Product',
          name: 'Bundle',
          offers: {
            '@type': 'AggregateOffer',
            priceCurrency: 'USD',
            offers: [{ '@type': 'Offer', price: '15.5' }],
          },
        }),
      ]),
    ).toMatchObject({ price: '15.5', currency: 'USD' });
  });

  it('forgives comment wrappers and a trailing semicolon, and skips broken blocks', () => {
    expect(jsonLdDraft(['{broken', '<!-- {"@type":"Product","name":"Wrapped"}; -->'])).toMatchObject({
      name: 'Wrapped',
    });
    expect(jsonLdDraft(['{"@type":"Organization","name":"Not a product"}'])).toBeUndefined();
  });

  it('reads a Shopify product without variants or images, and refuses one without a title', () => {
    expect(shopifyDraft({ product: { title: 'Bare' } })).toEqual({
      name: 'Bare',
      description: undefined,
      price: undefined,
      images: [],
      brand: undefined,
    });
    expect(shopifyDraft({ product: { title: '' } })).toBeUndefined();
    expect(shopifyDraft({ products: [] })).toBeUndefined();
  });
});

describe('the merged brief', () => {
  it('takes its source from the first reading with a name and fills the rest from the others', () => {
    const brief = mergeDrafts(
      [
        { source: 'shopify', draft: undefined },
        { source: 'json-ld', draft: { name: 'Lamp', images: [], price: '30' } },
        {
          source: 'open-graph',
          draft: {
            name: 'Lamp | Shop',
            description: 'Warm light',
            images: ['/a.jpg'],
            brand: 'Lumo',
            currency: 'SEK',
          },
        },
      ],
      { url: 'https://shop.example/lamp', pageCurrency: undefined, permits: everyImage },
    );
    expect(brief).toEqual({
      name: 'Lamp',
      description: 'Warm light',
      price: '30.00',
      currency: 'SEK',
      images: ['https://shop.example/a.jpg'],
      brand: 'Lumo',
      source: 'json-ld',
      url: 'https://shop.example/lamp',
    });
    expect(
      mergeDrafts([{ source: 'open-graph', draft: undefined }], {
        url: 'https://shop.example/',
        pageCurrency: 'EUR',
        permits: everyImage,
      }),
    ).toBeUndefined();
  });

  it('keeps images absolute, https, unique, at most eight, and none the guard refuses', () => {
    const images = briefImages(
      [
        'data:image/png;base64,AAAA',
        'javascript:alert(1)',
        '//cdn.example/a.jpg',
        'http://cdn.example/a.jpg',
        'https://user:pw@cdn.example/b.jpg',
        'https://10.0.0.1/private.jpg',
        ...Array.from({ length: 12 }, (_, index) => `/img/${index}.jpg`),
      ],
      'https://shop.example/products/x',
      (url) => !url.includes('10.0.0.1'),
    );
    expect(images).toEqual([
      'https://cdn.example/a.jpg',
      ...Array.from({ length: 7 }, (_, index) => `https://shop.example/img/${index}.jpg`),
    ]);
  });
});
