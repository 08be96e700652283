import { describe, expect, it } from 'vitest';
import { offersIn, openingLine, phrasesOf } from './copy-text.ts';
import { normaliseLandingUrl } from './landing-url.ts';

describe('reading ad copy', () => {
  it('quotes the first sentence of the first line, as written', () => {
    expect(openingLine('  Stop scrolling! This serum works.\nSecond line')).toBe('Stop scrolling!');
    expect(openingLine('No full stop here\nNext line.')).toBe('No full stop here');
    expect(openingLine('Price is 19.99 today. Hurry')).toBe('Price is 19.99 today.');
    expect(openingLine('   \n ')).toBeNull();
  });

  it('counts two- and three-word phrases without stop words or numbers, once per ad', () => {
    const phrases = phrasesOf('The summer glow serum. Summer glow for 2 weeks, summer glow!');
    expect([...phrases].sort()).toEqual(['glow serum', 'summer glow', 'summer glow serum']);
  });

  it('finds offers by pattern', () => {
    const offers = offersIn('Up to 50% off, free delivery, BOGO deals, now €25 or $9.99. Save 10% more.');
    expect(Object.fromEntries(offers)).toEqual({
      'percent-off': ['Up to 50% off', 'Save 10%'],
      'free-shipping': ['free delivery'],
      bogo: ['BOGO'],
      price: ['€25', '$9.99'],
    });
    expect(offersIn('Our best serum yet').size).toBe(0);
  });
});

describe('a landing page URL', () => {
  it('drops tracking parameters, the fragment and a trailing slash, and keeps the rest', () => {
    expect(normaliseLandingUrl('https://Shop.Example/p/serum/?utm_source=fb&fbclid=1&variant=2#top')).toBe(
      'https://shop.example/p/serum?variant=2',
    );
    expect(normaliseLandingUrl('https://shop.example/?gclid=x')).toBe('https://shop.example');
    expect(normaliseLandingUrl(' not a url ')).toBe('not a url');
  });
});
