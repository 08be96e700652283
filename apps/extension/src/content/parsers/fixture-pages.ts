import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the unit tests pretend the fixtures' media live (the browser test serves them for real). */
export const FIXTURE_MEDIA_ORIGIN = 'https://media.example.test';

/** A page of `e2e/fixtures/ad-pages/`, parsed as the browser would, with its media at FIXTURE_MEDIA_ORIGIN. */
export function fixturePage(name: 'meta-ad-library.html' | 'tiktok-creative-center.html'): Document {
  const file = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/ad-pages', name);
  const html = readFileSync(file, 'utf8').replaceAll('{{MEDIA_ORIGIN}}', FIXTURE_MEDIA_ORIGIN);
  return new DOMParser().parseFromString(html, 'text/html');
}
