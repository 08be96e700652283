import { describe, expect, it } from 'vitest';
import { durationOf, menuOf } from './dashboard-query.ts';
import { readableAddress, webAddress } from './web-address.ts';

describe('the dashboard’s address', () => {
  it('reads a duration of the selector, and 365 days for anything else', () => {
    expect(durationOf('30')).toBe(30);
    expect(durationOf(null)).toBe(365);
    expect(durationOf('31')).toBe(365);
    expect(durationOf('thirty')).toBe(365);
  });

  it('knows its five menus and nothing else', () => {
    expect(menuOf('landing-pages')).toBe('landing-pages');
    expect(menuOf('secrets')).toBeNull();
    expect(menuOf(undefined)).toBeNull();
  });
});

describe('a brand’s website', () => {
  it('links a bare domain over https and refuses other schemes', () => {
    expect(webAddress('northwind.example')).toBe('https://northwind.example/');
    expect(webAddress('javascript:alert(1)')).toBeNull();
    expect(webAddress(null)).toBeNull();
  });

  it('reads without scheme, www. or trailing slash', () => {
    expect(readableAddress('https://www.northwind.example/')).toBe('northwind.example');
  });
});
