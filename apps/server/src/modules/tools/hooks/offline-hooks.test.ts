import { HOOK_STAGES, HOOK_TONES, type Hook } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { articleFor, fixArticles, polish } from './hook-english.ts';
import { hookListProblems } from './test-support-hooks.ts';
import { writeOfflineHooks } from './offline-hooks.ts';
import { readProductFacts } from './product-facts.ts';

const SLEEP =
  'DreamWell Magnesium Sleep Gummies. Magnesium glycinate and L-theanine gummies that help you fall asleep faster ' +
  'and wake up refreshed. No more tossing and turning at 3 a.m. Non-habit forming and sugar-free. Loved by 10,000 ' +
  'customers. 30-day money-back guarantee.';
const SUITCASE =
  'Voyager Carry-On: a lightweight hard-shell carry-on suitcase with a compression system that lets you pack a week ' +
  "of clothes in one bag. Fits every major airline's overhead bin. 360° spinner wheels and a USB charging port. " +
  'Skip checked-bag fees and the wait at baggage claim. 4.8 stars from 2,300 reviews. Lifetime warranty.';
const SAAS =
  'Trackly is project-management software for small teams. Plan sprints, assign tasks and see every deadline in ' +
  'one place, so you can ship projects on time. Stop chasing status updates in Slack and email. Teams save 5 ' +
  'hours a week on average. Free 14-day trial, no credit card required.';

/** Briefs as the generator gets them from a product page (`productBrief` on the web): title, brand, price, text. */
const SHIRT =
  'Aurora Linen Shirt\nBrand: Northwind\nPrice: 89.00 USD\n\nA breathable linen shirt cut for warm days. ' +
  'Garment-dyed for a soft, lived-in feel. Free shipping over $75 and 60-day returns.';
const COLD_BREW =
  'Cold Brew Concentrate, 32 oz\nBrand: Ridgeline Coffee\nPrice: 24.99 USD\n\nSmooth, low-acid cold brew ' +
  'concentrate made from single-origin Colombian beans. Makes 16 cups. Just add water or milk. Rated 4.9 by ' +
  '3,100 coffee lovers.';
const SERUM =
  'GlowLab Vitamin C Serum\nPrice: 38.00 EUR\n\nA 15% vitamin C serum that fades dark spots and evens skin ' +
  'tone in 4 weeks. Fragrance-free, vegan, and dermatologist-tested. Tired of dull skin that makes you look ' +
  'exhausted?';

const PRODUCTS = [
  { product: SLEEP, audience: 'light sleepers' },
  { product: SUITCASE, audience: undefined },
  { product: SAAS, audience: undefined },
];

const show = (title: string, hooks: readonly Hook[]) =>
  [
    `── ${title}`,
    ...hooks.map(
      (hook, index) =>
        `${String(index + 1).padStart(2)}. [${hook.stage} · ${hook.tactic} · ${hook.trigger}] ${hook.text}\n` +
        `    headline: ${hook.headline} | overlay: ${hook.overlay}\n    why: ${hook.why}`,
    ),
  ].join('\n');

describe('the offline hook writer', () => {
  it('writes 30 hooks for three products that keep every copy rule (printed for a read)', () => {
    const listed: string[] = [];
    for (const { product, audience } of PRODUCTS) {
      const hooks = writeOfflineHooks({ product, audience, count: 10, tone: 'friendly' });
      expect(hooks).toHaveLength(10);
      expect(hookListProblems(hooks)).toEqual([]);
      listed.push(show(product.split(/[:.]| is /)[0]!, hooks));
    }
    console.log(`\n${listed.join('\n\n')}\n`);
  });

  it('writes from a product page’s brief: its price, what it is made to be, its rating and shipping', () => {
    const listed: string[] = [];
    const all: string[] = [];
    for (const product of [SHIRT, COLD_BREW, SERUM]) {
      const hooks = writeOfflineHooks({ product, count: 10, tone: 'friendly' });
      expect(hooks).toHaveLength(10);
      expect(hookListProblems(hooks)).toEqual([]);
      listed.push(show(product.split('\n')[0]!, hooks));
      all.push(...hooks.map((hook) => hook.text));
    }
    console.log(`\n${listed.join('\n\n')}\n`);
    const text = all.join('\n');
    for (const fact of [
      'Aurora Linen Shirt',
      '$89',
      'Free shipping on orders over $75',
      'Breathable and garment-dyed',
      '3,100 coffee lovers',
      '€38',
      'dull skin',
      'fade dark spots',
    ]) {
      expect(text).toContain(fact);
    }
    // What it holds ("makes 16 cups") and what the buyer suffers ("look exhausted") are never sold as benefits.
    expect(text).not.toMatch(/16 cups|look exhausted|Brand:|Price:/);
  });

  it('reads a product page’s brief: the title as its name, the price in its currency, what it is made to be', () => {
    expect(readProductFacts({ product: SHIRT })).toMatchObject({
      name: 'Aurora Linen Shirt',
      price: '$89',
      qualities: ['breathable', 'garment-dyed'],
      offers: [
        { kind: 'returns', amount: '60' },
        { kind: 'shipping', amount: '$75' },
      ],
    });
    expect(readProductFacts({ product: COLD_BREW })).toMatchObject({
      name: 'Cold Brew Concentrate',
      price: '$24.99',
      people: '3,100 coffee lovers',
      rating: { stars: '4.9', reviews: null },
      benefits: [],
    });
    expect(readProductFacts({ product: SERUM })).toMatchObject({
      name: 'GlowLab Vitamin C Serum',
      price: '€38',
      benefits: ['fade dark spots', 'even skin tone in 4 weeks'],
      pains: ['dull skin'],
      qualities: ['fragrance-free', 'vegan', 'dermatologist-tested'],
    });
    // A title in sentence case keeps it: it is the shop's name for the product.
    expect(
      readProductFacts({ product: 'Organic cotton tee\nPrice: 30 GBP\n\nSoft and breathable.' }),
    ).toMatchObject({ name: 'Organic cotton tee', price: '£30' });
  });

  it('keeps the rules at 30 hooks, in every tone', () => {
    for (const { product, audience } of [
      ...PRODUCTS,
      ...[SHIRT, COLD_BREW, SERUM].map((brief) => ({ product: brief, audience: undefined })),
    ]) {
      for (const tone of HOOK_TONES) {
        const hooks = writeOfflineHooks({ product, audience, count: 30, tone });
        expect(hooks, `${tone}: ${product.slice(0, 30)}`).toHaveLength(30);
        expect(hookListProblems(hooks), `${tone}: ${product.slice(0, 30)}`).toEqual([]);
      }
    }
  });

  it('groups the hooks from unaware to most aware, every stage present', () => {
    const hooks = writeOfflineHooks({ product: SAAS, count: 10 });
    const stages = hooks.map((hook) => HOOK_STAGES.indexOf(hook.stage));
    expect(stages).toEqual([...stages].sort((a, b) => a - b));
    expect(new Set(hooks.map((hook) => hook.stage))).toEqual(new Set(HOOK_STAGES));
  });

  it('uses the product’s own facts: its name, benefits, pains, figures and offer', () => {
    const text = writeOfflineHooks({ product: SLEEP, audience: 'light sleepers', count: 30 })
      .map((hook) => hook.text)
      .join('\n');
    for (const fact of [
      'DreamWell Magnesium Sleep Gummies',
      'fall asleep faster',
      'wake up refreshed',
      'tossing and turning at 3 a.m.',
      '10,000 customers',
      '30 days',
      'Light sleepers',
    ]) {
      expect(text).toContain(fact);
    }
    expect(writeOfflineHooks({ product: SAAS, count: 30 }).map((hook) => hook.text)).toContain(
      'Start your free 14-day trial today, no credit card required.',
    );
  });

  it('answers the same hooks for the same request, and other hooks for another product', () => {
    const first = writeOfflineHooks({ product: SUITCASE, count: 12, tone: 'bold' });
    expect(writeOfflineHooks({ product: SUITCASE, count: 12, tone: 'bold' })).toEqual(first);
    const other = writeOfflineHooks({ product: SAAS, count: 12, tone: 'bold' });
    expect(other.map((hook) => hook.text).filter((text) => first.some((hook) => hook.text === text))).toEqual(
      [],
    );
  });

  it('changes its wording with the tone', () => {
    const texts = (tone: (typeof HOOK_TONES)[number]) =>
      writeOfflineHooks({ product: SLEEP, count: 30, tone }).map((hook) => hook.text);
    expect(texts('bold')).toContain('Sick of tossing and turning at 3 a.m.?');
    expect(texts('playful')).toContain('Who else is over tossing and turning at 3 a.m.?');
    expect(texts('premium')).toContain('Still putting up with tossing and turning at 3 a.m.?');
  });

  it('falls back on formulas needing fewer facts, with sound grammar, when the product says little', () => {
    for (const product of ['Scented soy candles', 'we pour candles by hand from soy wax', 'x', '12345']) {
      const hooks = writeOfflineHooks({ product, count: 20 });
      expect(hooks.length, product).toBe(20);
      expect(hookListProblems(hooks), product).toEqual([]);
    }
    const candles = writeOfflineHooks({ product: 'Scented soy candles', count: 10 }).map((hook) => hook.text);
    expect(candles.join(' ')).toContain('scented soy candles');
  });

  it('reads benefits, pains, figures and offers from a description', () => {
    expect(readProductFacts({ product: SAAS })).toMatchObject({
      name: 'Trackly',
      audience: 'small teams',
      pains: ['chasing status updates in Slack'],
      proof: ['Teams save 5 hours a week on average'],
      offers: [{ kind: 'trial', amount: '14', note: 'no credit card required' }],
    });
    expect(readProductFacts({ product: SAAS }).benefits[0]).toBe('ship projects on time');
    expect(readProductFacts({ product: SUITCASE })).toMatchObject({
      name: 'Voyager Carry-On',
      rating: { stars: '4.8', reviews: '2,300 reviews' },
      offers: [{ kind: 'warranty', amount: 'lifetime' }],
    });
    expect(readProductFacts({ product: SLEEP })).toMatchObject({ people: '10,000 customers' });
    // What the product does, said of it, becomes what the buyer gets to do.
    expect(
      readProductFacts({
        product: 'A steel bottle that keeps drinks cold for 24 hours. Fits any cup holder.',
      }).benefits,
    ).toEqual(['keep drinks cold for 24 hours']);
  });

  it('puts "a" or "an" by sound, and polishes spacing, capitals and the closing mark', () => {
    expect(
      [
        'hour',
        'user',
        'SUV',
        'FAQ',
        'umbrella',
        'unique',
        '8-hour',
        '11-day',
        'one-time',
        'honest',
        'unusual',
      ].map((word) => `${articleFor(word)} ${word}`),
    ).toEqual([
      'an hour',
      'a user',
      'an SUV',
      'an FAQ',
      'an umbrella',
      'a unique',
      'an 8-hour',
      'an 11-day',
      'a one-time',
      'an honest',
      'an unusual',
    ]);
    expect(fixArticles('A apple and an banana')).toBe('An apple and a banana');
    expect(polish('  why is  it hard ,really')).toBe('Why is it hard, really.');
    expect(polish('tired of it at 3 a.m.', '?')).toBe('Tired of it at 3 a.m.');
    expect(polish('it works. really?')).toBe('It works. Really?');
  });
});
