/** The languages public ads are most often written in, offered by Discover's filters and defaults. */
export const COMMON_AD_LANGUAGES = [
  'en',
  'es',
  'fr',
  'de',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'tr',
  'ja',
  'ko',
  'zh',
  'ar',
  'hi',
] as const;

let names: Intl.DisplayNames | null | undefined;

/** An ISO 639-1 code's English name ("de" → "German"); the code itself where the browser can't name it. */
export function languageName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'language' });
    } catch {
      names = null;
    }
  }
  return names?.of(code) ?? code.toUpperCase();
}
