import type { TemplateOrientation, TemplateSeason, TemplateTheme } from '@hookline/domain';
import type { IndustryCopy, Palette } from './industry-copy.ts';
import type { Layout } from './layout-kit.ts';
import { benefitList, hero, saleBurst } from './layouts-product.ts';
import { nativePost, pressQuote, proofGrid, testimonialCard } from './layouts-proof.ts';
import { countdownBanner, festiveCard } from './layouts-season.ts';
import { featureCallouts, statShowcase, versusTable } from './layouts-showcase.ts';
import { beforeAfter, problemSolution, questionHeadline } from './layouts-story.ts';

/*
 * Which layouts each theme is drawn with, in which orientation and palette, and which of an industry's words
 * fill them; and the same for the Black Friday and Christmas sets.
 */

type Words = (k: IndustryCopy) => Record<string, string>;

export interface Variant {
  layout: Layout;
  orientation: TemplateOrientation;
  palette: 0 | 1 | 2;
  words: Words;
  /** Distinguishes two designs of one layout in one theme. */
  tag: string;
}

const v = (
  layout: Layout,
  orientation: TemplateOrientation,
  palette: 0 | 1 | 2,
  words: Words,
  tag = '',
): Variant => ({
  layout,
  orientation,
  palette,
  words,
  tag,
});

const heroWords =
  (pick: (k: IndustryCopy) => { headline: string; body: string }): Words =>
  (k) => ({ ...pick(k), cta: k.cta, price: k.price });

const saleWords: Words = (k) => ({ ...k.sale, price: k.price, was: k.was, cta: k.cta });
const three = (points: readonly string[], prefix: string) =>
  Object.fromEntries(points.map((point, index) => [`${prefix}${index + 1}`, point]));

export const THEMES: Readonly<Record<TemplateTheme, readonly Variant[]>> = {
  'before-after': [
    v(beforeAfter, 'portrait', 0, (k) => ({ ...k.beforeAfter, cta: k.cta })),
    v(beforeAfter, 'landscape', 2, (k) => ({ ...k.beforeAfter, cta: k.cta })),
  ],
  'benefit-without-objection': [
    v(benefitList, 'portrait', 0, (k) => ({
      headline: k.benefit.headline,
      ...three(k.benefit.points, 'point'),
      cta: k.cta,
    })),
    v(
      hero,
      'landscape',
      1,
      heroWords((k) => ({
        headline: k.benefit.headline,
        body: `${k.benefit.points.slice(0, 2).join('. ')}.`,
      })),
    ),
  ],
  comparison: [
    v(versusTable, 'portrait', 0, (k) => ({
      headline: k.versus.headline,
      us: k.look.brand,
      them: k.versus.them,
      ...three(k.versus.rows, 'row'),
      cta: k.cta,
    })),
    v(versusTable, 'landscape', 2, (k) => ({
      headline: k.versus.headline,
      us: k.look.brand,
      them: k.versus.them,
      ...three(k.versus.rows, 'row'),
      cta: k.cta,
    })),
  ],
  'features-callout': [
    v(featureCallouts, 'portrait', 0, (k) => ({
      headline: k.features.headline,
      ...three(k.features.points, 'feature'),
      cta: k.cta,
    })),
    v(featureCallouts, 'landscape', 1, (k) => ({
      headline: k.features.headline,
      ...three(k.features.points, 'feature'),
      cta: k.cta,
    })),
  ],
  'media-press': [
    v(pressQuote, 'portrait', 0, (k) => ({
      quote: k.press.quote,
      attribution: k.press.outlet,
      outlets: k.press.outlets,
      cta: k.cta,
    })),
    v(pressQuote, 'landscape', 2, (k) => ({
      quote: k.press.quote,
      attribution: k.press.outlet,
      outlets: k.press.outlets,
      cta: k.cta,
    })),
  ],
  native: [
    v(nativePost, 'portrait', 0, (k) => ({
      attribution: k.native.handle,
      body: k.native.caption,
      subheadline: k.native.likes,
      cta: k.cta,
    })),
    v(nativePost, 'landscape', 1, (k) => ({
      attribution: k.native.handle,
      body: k.native.caption,
      subheadline: k.native.likes,
      cta: k.cta,
    })),
  ],
  'problem-solution': [
    v(problemSolution, 'portrait', 0, (k) => ({
      headline: k.problem.problem,
      subheadline: k.problem.solution,
      body: k.problem.body,
      cta: k.cta,
    })),
    v(problemSolution, 'landscape', 1, (k) => ({
      headline: k.problem.problem,
      subheadline: k.problem.solution,
      body: k.problem.body,
      cta: k.cta,
    })),
  ],
  'question-framework': [
    v(questionHeadline, 'portrait', 0, (k) => ({
      headline: k.question.question,
      body: k.question.answer,
      cta: k.cta,
    })),
    v(questionHeadline, 'landscape', 2, (k) => ({
      headline: k.question.question,
      body: k.question.answer,
      cta: k.cta,
    })),
  ],
  'results-driven-showcase': [
    v(statShowcase, 'portrait', 0, (k) => ({
      headline: k.stat.headline,
      figure: k.stat.figure,
      subheadline: k.stat.line,
      footnote: k.stat.footnote,
      cta: k.cta,
    })),
    v(statShowcase, 'landscape', 2, (k) => ({
      headline: k.stat.headline,
      figure: k.stat.figure,
      subheadline: k.stat.line,
      footnote: k.stat.footnote,
      cta: k.cta,
    })),
    v(
      hero,
      'portrait',
      2,
      heroWords((k) => ({ headline: `${k.stat.figure} ${k.stat.line}`, body: k.stat.footnote + '.' })),
      'results',
    ),
  ],
  sale: [
    v(saleBurst, 'portrait', 1, saleWords),
    v(saleBurst, 'landscape', 0, saleWords),
    v(
      hero,
      'portrait',
      0,
      heroWords((k) => ({ headline: `${k.sale.headline}: ${k.sale.badge}`, body: k.sale.body })),
      'sale',
    ),
  ],
  'social-proof': [
    v(proofGrid, 'portrait', 0, (k) => ({
      headline: k.proof.headline,
      rating: k.proof.rating,
      subheadline: k.proof.count,
      ...three(k.proof.reviews, 'review'),
      cta: k.cta,
    })),
    v(proofGrid, 'landscape', 2, (k) => ({
      headline: k.proof.headline,
      rating: k.proof.rating,
      subheadline: k.proof.count,
      ...three(k.proof.reviews, 'review'),
      cta: k.cta,
    })),
  ],
  testimonial: [
    v(testimonialCard, 'portrait', 0, (k) => ({
      ...k.testimonial,
      attribution: k.testimonial.author,
      cta: k.cta,
    })),
    v(testimonialCard, 'landscape', 1, (k) => ({
      ...k.testimonial,
      attribution: k.testimonial.author,
      cta: k.cta,
    })),
  ],
};

/** The seasons' own palettes: night and neon for Black Friday, pine, berry and snow for Christmas. */
const BFCM_PALETTES: readonly Palette[] = [
  { name: 'Midnight', background: '#0c0c0f', accent: '#f5e663', text: '#ffffff' },
  { name: 'Neon', background: '#111018', accent: '#ff3d7f', text: '#ffffff' },
];
const CHRISTMAS_PALETTES: readonly Palette[] = [
  { name: 'Pine', background: '#123b2c', accent: '#c8372d', text: '#fbf5ea' },
  { name: 'Berry', background: '#7d1c25', accent: '#f2c14e', text: '#fff7ec' },
  { name: 'Snow', background: '#f6f1e8', accent: '#b3262e', text: '#1f3b2d' },
];

export interface SeasonVariant extends Omit<Variant, 'palette'> {
  season: TemplateSeason;
  theme: TemplateTheme;
  palette: (index: number) => Palette;
}

export const SEASONS: readonly SeasonVariant[] = [
  {
    season: 'bfcm',
    theme: 'sale',
    layout: countdownBanner,
    orientation: 'portrait',
    tag: '',
    palette: (i) => BFCM_PALETTES[i % 2]!,
    words: (k) => ({
      badge: k.bfcm.badge,
      headline: k.bfcm.headline,
      body: k.bfcm.body,
      code: k.bfcm.code,
      cta: k.cta,
    }),
  },
  {
    season: 'bfcm',
    theme: 'sale',
    layout: saleBurst,
    orientation: 'landscape',
    tag: '',
    palette: (i) => BFCM_PALETTES[(i + 1) % 2]!,
    words: (k) => ({
      headline: k.bfcm.badge,
      badge: k.bfcm.headline.match(/\d+%|\$\d+|\d for \d/)?.[0] ?? 'Sale',
      body: k.bfcm.body,
      price: k.price,
      was: k.was,
      cta: k.cta,
    }),
  },
  {
    season: 'christmas',
    theme: 'sale',
    layout: festiveCard,
    orientation: 'portrait',
    tag: '',
    palette: (i) => CHRISTMAS_PALETTES[i % 3]!,
    words: (k) => ({ ...k.christmas, cta: k.cta }),
  },
  {
    season: 'christmas',
    theme: 'testimonial',
    layout: festiveCard,
    orientation: 'landscape',
    tag: 'gift',
    palette: (i) => CHRISTMAS_PALETTES[(i + 1) % 3]!,
    words: (k) => ({
      headline: k.christmas.headline,
      body: `“${k.testimonial.quote.split('. ')[0]!.replace(/\.$/, '')}.” — ${k.testimonial.author.split(',')[0]!}`,
      badge: k.christmas.badge,
      cta: k.cta,
    }),
  },
];
