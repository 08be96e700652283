/*
 * Ad Templates' vocabulary (analytics and creative tooling spec, section 9): the industries, themes,
 * orientations, seasons and sorts a template is filed and found by, and the list's page size.
 */

/** A list page: 50 templates; more exists only when a full page came back (spec, section 4). */
export const TEMPLATE_PAGE_SIZE = 50;

export const TEMPLATE_SORTS = ['newest', 'oldest', 'random'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];
export const TEMPLATE_SORT_LABELS: Readonly<Record<TemplateSort, string>> = {
  newest: 'Newest',
  oldest: 'Oldest',
  random: 'Random',
};

export const TEMPLATE_INDUSTRIES = [
  'beauty',
  'fashion',
  'food-and-beverage',
  'health-and-wellness',
  'home-decor',
  'jewellery-and-watches',
  'kids-and-baby',
  'pets',
  'sports-and-outdoor',
  'subscription-services',
] as const;
export type TemplateIndustry = (typeof TEMPLATE_INDUSTRIES)[number];
export const TEMPLATE_INDUSTRY_LABELS: Readonly<Record<TemplateIndustry, string>> = {
  beauty: 'Beauty',
  fashion: 'Fashion',
  'food-and-beverage': 'Food and beverage',
  'health-and-wellness': 'Health and wellness',
  'home-decor': 'Home decor',
  'jewellery-and-watches': 'Jewellery and watches',
  'kids-and-baby': 'Kids and baby',
  pets: 'Pets',
  'sports-and-outdoor': 'Sports and outdoor',
  'subscription-services': 'Subscription Services',
};

export const TEMPLATE_THEMES = [
  'before-after',
  'benefit-without-objection',
  'comparison',
  'features-callout',
  'media-press',
  'native',
  'problem-solution',
  'question-framework',
  'results-driven-showcase',
  'sale',
  'social-proof',
  'testimonial',
] as const;
export type TemplateTheme = (typeof TEMPLATE_THEMES)[number];
export const TEMPLATE_THEME_LABELS: Readonly<Record<TemplateTheme, string>> = {
  'before-after': 'Before after',
  'benefit-without-objection': 'Benefit without objection',
  comparison: 'Comparison ads',
  'features-callout': 'Features callout',
  'media-press': 'Media/press',
  native: 'Native ads',
  'problem-solution': 'Problem solution',
  'question-framework': 'Question framework',
  'results-driven-showcase': 'Results-driven showcase',
  sale: 'Sale',
  'social-proof': 'Social proof',
  testimonial: 'Testimonial',
};

/** A template's shape: portrait (4:5), and landscape, which the spec labels "Square" (1:1). */
export const TEMPLATE_ORIENTATIONS = ['portrait', 'landscape'] as const;
export type TemplateOrientation = (typeof TEMPLATE_ORIENTATIONS)[number];
export const TEMPLATE_ORIENTATION_LABELS: Readonly<Record<TemplateOrientation, string>> = {
  portrait: 'Portrait',
  landscape: 'Square',
};

/** The seasonal sets, each with its own page (`templates/bfcm`, `templates/christmas`). */
export const TEMPLATE_SEASONS = ['bfcm', 'christmas'] as const;
export type TemplateSeason = (typeof TEMPLATE_SEASONS)[number];
export const TEMPLATE_SEASON_LABELS: Readonly<Record<TemplateSeason, string>> = {
  bfcm: 'Black Friday and Cyber Monday',
  christmas: 'Christmas',
};

/** Where a template's design lives: Hookline's own layouts, a Figma frame, or a Canva template. */
export const TEMPLATE_SOURCES = ['hookline', 'figma', 'canva'] as const;
export type TemplateSource = (typeof TEMPLATE_SOURCES)[number];

/** The sizes "Make it yours" renders, as aspect ratios, with their pixels. */
export const TEMPLATE_RENDER_SIZES = ['4:5', '9:16', '1:1'] as const;
export type TemplateRenderSize = (typeof TEMPLATE_RENDER_SIZES)[number];
export const TEMPLATE_RENDER_PIXELS: Readonly<Record<TemplateRenderSize, { width: number; height: number }>> =
  {
    '4:5': { width: 1080, height: 1350 },
    '9:16': { width: 1080, height: 1920 },
    '1:1': { width: 1080, height: 1080 },
  };

/** What a person fills in a template: a text, an image, or a colour. */
export const TEMPLATE_SLOT_KINDS = ['text', 'image', 'colour'] as const;
export type TemplateSlotKind = (typeof TEMPLATE_SLOT_KINDS)[number];

/**
 * The slots "Make it yours" knows how to fill from a brand: texts (headline, body, call to action and a
 * few more), images (logo, product) and colours (background, accent, text).
 */
export const TEMPLATE_SLOT_ROLES = [
  'headline',
  'subheadline',
  'body',
  'cta',
  'price',
  'badge',
  'quote',
  'attribution',
  'logo',
  'product',
  'background',
  'accent',
  'text',
] as const;
export type TemplateSlotRole = (typeof TEMPLATE_SLOT_ROLES)[number];
