import {
  TEMPLATE_INDUSTRY_LABELS,
  type TemplateSeason,
  type TemplateSlot,
  type TemplateTheme,
} from '@hookline/domain';
import { HOUSEHOLD_COPY } from './copy-household.ts';
import { PERSONAL_COPY } from './copy-personal.ts';
import type { IndustryCopy, Palette } from './industry-copy.ts';
import { SEASONS, THEMES, type Variant } from './design-variants.ts';
import type { Layout } from './layout-kit.ts';
import type { LibraryDesign } from './library-contract.ts';
import { benefitList, hero, saleBurst } from './layouts-product.ts';
import { nativePost, pressQuote, proofGrid, testimonialCard } from './layouts-proof.ts';
import { countdownBanner, festiveCard } from './layouts-season.ts';
import { featureCallouts, statShowcase, versusTable } from './layouts-showcase.ts';
import { beforeAfter, problemSolution, questionHeadline } from './layouts-story.ts';

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
