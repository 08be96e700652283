import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_PAGE_SIZE,
  TEMPLATE_THEMES,
  type Template,
  type TemplateListResponse,
} from '@hookline/domain';

/** A template as the library lists it; a test overrides what it looks at. */
export function aTemplate(overrides: Partial<Template> = {}): Template {
  const id = overrides._id ?? 't-1';
  return {
    _id: id,
    name: 'Glow Serum Launch',
    industry: 'beauty',
    theme: 'social-proof',
    orientation: 'portrait',
    season: null,
    source: 'hookline',
    previews: [
      { orientation: 'portrait', url: `/media/templates/${id}-portrait.png`, width: 1080, height: 1350 },
      { orientation: 'landscape', url: `/media/templates/${id}-square.png`, width: 1080, height: 1080 },
    ],
    designURL: null,
    slots: [
      {
        key: 'headline',
        kind: 'text',
        role: 'headline',
        label: 'Headline',
        maxLength: 30,
        default: 'Skin that glows',
      },
      {
        key: 'body',
        kind: 'text',
        role: 'body',
        label: 'Body text',
        maxLength: 90,
        default: 'Loved by 20,000 customers.',
      },
      { key: 'cta', kind: 'text', role: 'cta', label: 'Call to action', maxLength: 18, default: 'Shop now' },
      { key: 'logo', kind: 'image', role: 'logo', label: 'Logo', maxLength: null, default: null },
      {
        key: 'product',
        kind: 'image',
        role: 'product',
        label: 'Product image',
        maxLength: null,
        default: null,
      },
      {
        key: 'background',
        kind: 'colour',
        role: 'background',
        label: 'Background',
        maxLength: null,
        default: '#fdf2f8',
      },
      { key: 'accent', kind: 'colour', role: 'accent', label: 'Accent', maxLength: null, default: '#be185d' },
    ],
    orgId: null,
    isFavourite: false,
    isSaved: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** `count` templates numbered from `from` (`t-<n>`, "Template <n>"), cycling through industries and themes. */
export function someTemplates(count: number, from = 1): Template[] {
  return Array.from({ length: count }, (_, index) => {
    const number = from + index;
    return aTemplate({
      _id: `t-${number}`,
      name: `Template ${number}`,
      industry: TEMPLATE_INDUSTRIES[number % TEMPLATE_INDUSTRIES.length]!,
      theme: TEMPLATE_THEMES[number % TEMPLATE_THEMES.length]!,
    });
  });
}

/** A list answer: the page's templates and the library's total. */
export function aPage(data: Template[], total = data.length): TemplateListResponse {
  return { data, total };
}

export const FULL_PAGE = TEMPLATE_PAGE_SIZE;
