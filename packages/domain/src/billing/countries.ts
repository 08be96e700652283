import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

/** A country of the checkout's list: its ISO 3166-1 alpha-2 code and English name. */
export interface Country {
  code: string;
  name: string;
}

/**
 * The checkout's countries (spec section 9: about 250 with ISO codes), from the maintained
 * `i18n-iso-countries` list, sorted by name. Where the list gives several names, the first is used.
 */
export const COUNTRIES: readonly Country[] = Object.entries(
  english.countries as Record<string, string | string[]>,
)
  .map(([code, names]) => ({ code, name: Array.isArray(names) ? names[0]! : names }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const CODES = new Set(COUNTRIES.map((country) => country.code));

export const isCountryCode = (code: string): boolean => CODES.has(code.toUpperCase());
