import type { TemplateIndustry } from '@hookline/domain';
import type { SampleLook } from './canvas.ts';

/*
 * The sample words and colours of each industry, as a marketer in it would write them. A layout takes the
 * pieces it has room for; they become its slots' defaults.
 */

export interface Palette {
  name: string;
  background: string;
  accent: string;
  text: string;
}

export interface IndustryCopy {
  industry: TemplateIndustry;
  look: SampleLook;
  /** Light, bold and dark, in that order. */
  palettes: readonly [Palette, Palette, Palette];
  price: string;
  was: string;
  cta: string;
  hero: { headline: string; body: string };
  sale: { headline: string; badge: string; body: string };
  /** Benefit without the objection: the headline and three reassurances. */
  benefit: { headline: string; points: readonly [string, string, string] };
  beforeAfter: { headline: string; body: string; before: string; after: string };
  versus: { headline: string; them: string; rows: readonly [string, string, string, string] };
  features: { headline: string; points: readonly [string, string, string, string] };
  testimonial: { headline: string; quote: string; author: string };
  press: { quote: string; outlet: string; outlets: string };
  native: { handle: string; caption: string; likes: string };
  problem: { problem: string; solution: string; body: string };
  question: { question: string; answer: string };
  stat: { figure: string; line: string; headline: string; footnote: string };
  proof: { headline: string; rating: string; count: string; reviews: readonly [string, string, string] };
  bfcm: { headline: string; badge: string; code: string; body: string };
  christmas: { headline: string; body: string; badge: string };
}
