import {
  TEMPLATE_INDUSTRY_LABELS,
  type TemplateOrientation,
  type TemplateSeason,
  type TemplateSlot,
  type TemplateTheme,
} from '@hookline/domain';
import { HOUSEHOLD_COPY } from './copy-household.ts';
import { PERSONAL_COPY } from './copy-personal.ts';
import type { IndustryCopy, Palette } from './industry-copy.ts';
import type { Layout } from './layout-kit.ts';
import type { LibraryDesign } from './library-contract.ts';
import { benefitList, featureCallouts, hero, saleBurst, statShowcase } from './layouts-product.ts';
import { nativePost, pressQuote, proofGrid, testimonialCard, versusTable } from './layouts-proof.ts';
import {
  beforeAfter,
  countdownBanner,
  festiveCard,
  problemSolution,
  questionHeadline,
} from './layouts-story.ts';

/*
 * The library: every industry's words poured into the layouts of each theme, in its light, bold and dark
 * palettes, both orientations, plus the Black Friday and Christmas sets.
 */

export const INDUSTRY_COPY: readonly IndustryCopy[] = [...PERSONAL_COPY, ...HOUSEHOLD_COPY];

export const LAYOUTS: readonly Layout[] = [
  hero,
  saleBurst,
  benefitList,
  featureCallouts,
  statShowcase,
  testimonialCard,
  pressQuote,
  proofGrid,
  nativePost,
  versusTable,
  beforeAfter,
  problemSolution,
  questionHeadline,
  countdownBanner,
  festiveCard,
];

type Words = (k: IndustryCopy) => Record<string, string>;

interface Variant {
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

const THEMES: Readonly<Record<TemplateTheme, readonly Variant[]>> = {
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
      them: k.versus.them,
      ...three(k.versus.rows, 'row'),
      cta: k.cta,
    })),
    v(versusTable, 'landscape', 2, (k) => ({
      headline: k.versus.headline,
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

interface SeasonVariant extends Omit<Variant, 'palette'> {
  season: TemplateSeason;
  theme: TemplateTheme;
  palette: (index: number) => Palette;
}

const SEASONS: readonly SeasonVariant[] = [
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

/** What a seasonal design's name says of its season; a festive card says Christmas by itself. */
const SEASON_NAMES: Readonly<Record<TemplateSeason, string>> = { bfcm: 'Black Friday', christmas: '' };

/** "Blush sale product hero — Beauty": the palette, what sets the design apart, its layout, its industry. */
function designName(words: readonly string[], industry: string): string {
  const [first, ...rest] = words.filter(Boolean);
  return `${[first, ...rest.map((word) => (/^[A-Z][a-z]+ [A-Z]/.test(word) ? word : word.toLowerCase()))].join(' ')} — ${industry}`;
}

function slotsOf(layout: Layout, words: Record<string, string>, palette: Palette): TemplateSlot[] {
  return [
    ...layout.texts.map((spec) => ({
      key: spec.key,
      kind: 'text' as const,
      role: spec.role,
      label: spec.label,
      maxLength: spec.maxLength,
      default: words[spec.key] ?? null,
    })),
    { key: 'logo', kind: 'image', role: 'logo', label: 'Logo', maxLength: null, default: null },
    {
      key: 'product',
      kind: 'image',
      role: 'product',
      label: 'Product image',
      maxLength: null,
      default: null,
    },
    ...(layout.extraImages ?? []).map((image) => ({
      key: image.key,
      kind: 'image' as const,
      role: 'product' as const,
      label: image.label,
      maxLength: null,
      default: null,
    })),
    {
      key: 'background',
      kind: 'colour',
      role: 'background',
      label: 'Background',
      maxLength: null,
      default: palette.background,
    },
    {
      key: 'accent',
      kind: 'colour',
      role: 'accent',
      label: 'Accent',
      maxLength: null,
      default: palette.accent,
    },
    { key: 'text', kind: 'colour', role: 'text', label: 'Text', maxLength: null, default: palette.text },
  ];
}

/** A day of 2026 from a stable shuffle, so "newest" mixes industries and themes. */
function addedOn(order: number, count: number, from: string, to: string): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = (Date.parse(`${to}T00:00:00Z`) - start) / 86_400_000;
  const shuffled = (order * 7919) % count;
  return new Date(start + Math.floor((shuffled * days) / count) * 86_400_000).toISOString().slice(0, 10);
}

export interface BuiltDesign {
  design: LibraryDesign;
  copy: IndustryCopy;
  layout: Layout;
}

function build(): BuiltDesign[] {
  const everyday: BuiltDesign[] = [];
  for (const k of INDUSTRY_COPY) {
    const industry = TEMPLATE_INDUSTRY_LABELS[k.industry];
    for (const [theme, variants] of Object.entries(THEMES) as [TemplateTheme, readonly Variant[]][]) {
      for (const variant of variants) {
        const palette = k.palettes[variant.palette];
        const shape = variant.orientation === 'landscape' ? 'square' : 'portrait';
        const tag = variant.tag ? `-${variant.tag}` : '';
        everyday.push({
          copy: k,
          layout: variant.layout,
          design: {
            key: `${variant.layout.key}${tag}-${k.industry}-${theme}-${shape}`,
            name: designName([palette.name, variant.tag, variant.layout.title], industry),
            industry: k.industry,
            theme,
            orientation: variant.orientation,
            season: null,
            slots: slotsOf(variant.layout, variant.words(k), palette),
            addedOn: '',
          },
        });
      }
    }
  }
  everyday.forEach((built, index) => {
    built.design.addedOn = addedOn(index, everyday.length, '2026-01-05', '2026-09-30');
  });
  const seasonal: BuiltDesign[] = [];
  INDUSTRY_COPY.forEach((k, industryIndex) => {
    const industry = TEMPLATE_INDUSTRY_LABELS[k.industry];
    for (const variant of SEASONS) {
      const palette = variant.palette(industryIndex);
      const shape = variant.orientation === 'landscape' ? 'square' : 'portrait';
      const tag = variant.tag ? `-${variant.tag}` : '';
      seasonal.push({
        copy: k,
        layout: variant.layout,
        design: {
          key: `${variant.season}-${variant.layout.key}${tag}-${k.industry}-${shape}`,
          name: designName(
            [palette.name, SEASON_NAMES[variant.season], variant.tag, variant.layout.title],
            industry,
          ),
          industry: k.industry,
          theme: variant.theme,
          orientation: variant.orientation,
          season: variant.season,
          slots: slotsOf(variant.layout, variant.words(k), palette),
          addedOn: '',
        },
      });
    }
  });
  seasonal.forEach((built, index) => {
    built.design.addedOn =
      built.design.season === 'bfcm'
        ? addedOn(index, seasonal.length, '2026-10-12', '2026-11-10')
        : addedOn(index, seasonal.length, '2026-10-26', '2026-11-24');
  });
  return [...everyday, ...seasonal];
}

let built: BuiltDesign[] | null = null;

export function builtDesigns(): BuiltDesign[] {
  built ??= build();
  return built;
}

const byKey = new Map<string, BuiltDesign>();

/**
 * The layout and sample look a design is drawn with: its own, by key; for a design of another release, the
 * layout its key starts with and its industry's look.
 */
export function designParts(design: LibraryDesign): { layout: Layout; copy: IndustryCopy } {
  if (byKey.size === 0) for (const entry of builtDesigns()) byKey.set(entry.design.key, entry);
  const entry = byKey.get(design.key);
  if (entry) return entry;
  const bare = design.key.replace(/^(bfcm|christmas)-/, '');
  const layout =
    [...LAYOUTS]
      .sort((a, b) => b.key.length - a.key.length)
      .find((candidate) => bare.startsWith(candidate.key)) ?? hero;
  const copy = INDUSTRY_COPY.find((candidate) => candidate.industry === design.industry) ?? INDUSTRY_COPY[0]!;
  return { layout, copy };
}
