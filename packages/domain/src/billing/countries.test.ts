import { describe, expect, it } from 'vitest';
import { COUNTRIES, isCountryCode } from './countries.ts';

describe('the checkout countries', () => {
  it('lists about 250 countries by name with their ISO codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(COUNTRIES.find((country) => country.code === 'DE')?.name).toBe('Germany');
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('knows a code in either case and refuses one that is not a country', () => {
    expect(isCountryCode('fr')).toBe(true);
    expect(isCountryCode('ZZ')).toBe(false);
  });
});
