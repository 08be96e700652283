import type { TemplateSlot, TemplateSlotRole } from '@hookline/domain';

/** The part of a Figma node (GET /v1/files/:key/nodes, `document`) that makes a template's slots. */
export interface FigmaNode {
  id: string;
  name: string;
  type: string;
  visible?: boolean;
  characters?: string;
  style?: { fontSize?: number };
  children?: FigmaNode[];
}

/** The longest text a slot accepts (`templateFieldValue`'s bound). */
const TEXT_MAX = 500;

/** A layer's role, guessed from its name as designers write them ("Headline", "CTA button", "Price"). */
const ROLE_BY_NAME: readonly [RegExp, TemplateSlotRole][] = [
  [/sub.?(head|title)|tagline|kicker/i, 'subheadline'],
  [/head|title|hero/i, 'headline'],
  [/\bcta\b|button|call.?to.?action|shop.?now|buy/i, 'cta'],
  [/price|cost|\$|€|£/i, 'price'],
  [/badge|sticker|sale|discount|offer|% off/i, 'badge'],
  [/quote|review|testimonial/i, 'quote'],
  [/author|attribution|signature|customer/i, 'attribution'],
  [/body|copy|description|paragraph|text/i, 'body'],
];

const LABELS: Readonly<Record<string, string>> = {
  headline: 'Headline',
  subheadline: 'Subheadline',
  body: 'Body text',
  cta: 'Call to action',
  price: 'Price',
  badge: 'Badge',
  quote: 'Quote',
  attribution: 'Attribution',
  text: 'Text',
};

function textLayers(node: FigmaNode): FigmaNode[] {
  if (node.visible === false) return [];
  if (node.type === 'TEXT') return node.characters ? [node] : [];
  return (node.children ?? []).flatMap(textLayers);
}

/** A text layer's or field's role, guessed from its name; null when the name says nothing. */
export function textRoleOf(name: string): TemplateSlotRole | null {
  return ROLE_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}

/** An image field's role: a logo, a background, or else the product. */
export function imageRoleOf(name: string): TemplateSlotRole {
  if (/logo|brand.?mark/i.test(name)) return 'logo';
  if (/background|\bbg\b|backdrop/i.test(name)) return 'background';
  return 'product';
}

export function keyOf(name: string): string {
  const key = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return key || 'text';
}

/**
 * A frame's text layers as text slots, in reading order (the layer tree's): each keyed by its layer's name
 * (made unique), its role guessed from the name, the layer's characters as its default, and room for half as
 * much again. When no layer is named like a headline, the one in the largest type becomes it.
 */
export function textSlotsOf(frame: FigmaNode): TemplateSlot[] {
  const layers = textLayers(frame);
  const roles = layers.map((layer) => textRoleOf(layer.name) ?? 'text');
  if (!roles.includes('headline') && layers.length > 0) {
    let largest = 0;
    layers.forEach((layer, index) => {
      if ((layer.style?.fontSize ?? 0) > (layers[largest]?.style?.fontSize ?? 0)) largest = index;
    });
    if (roles[largest] === 'text' || roles[largest] === 'body') roles[largest] = 'headline';
  }
  const used = new Map<string, number>();
  return layers.map((layer, index) => {
    const base = keyOf(layer.name);
    const seen = (used.get(base) ?? 0) + 1;
    used.set(base, seen);
    const role = roles[index] ?? 'text';
    const characters = (layer.characters ?? '').slice(0, TEXT_MAX);
    const name = layer.name.trim();
    return {
      key: seen === 1 ? base : `${base}-${seen}`,
      kind: 'text',
      role,
      label: name && name.length <= 60 ? name : (LABELS[role] ?? 'Text'),
      maxLength: Math.min(TEXT_MAX, Math.max(20, Math.ceil(characters.length * 1.5))),
      default: characters,
    };
  });
}

/** The kinds of field a Canva brand template's dataset declares (GET /v1/brand-templates/{id}/dataset). */
export type DatasetField = { type: 'text' } | { type: 'image' } | { type: 'chart' } | { type: string };

/**
 * A brand template's autofill fields as slots: texts and images, keyed by the field's own name (autofill
 * sends each value under it), charts left out. Canva gives no sample values, so defaults are null.
 */
export function datasetSlotsOf(dataset: Readonly<Record<string, DatasetField>>): TemplateSlot[] {
  return Object.entries(dataset).flatMap(([name, field]): TemplateSlot[] => {
    const label = name.length <= 60 ? name : name.slice(0, 60);
    if (field.type === 'text') {
      return [
        {
          key: name,
          kind: 'text',
          role: textRoleOf(name) ?? 'text',
          label,
          maxLength: TEXT_MAX,
          default: null,
        },
      ];
    }
    if (field.type === 'image') {
      return [{ key: name, kind: 'image', role: imageRoleOf(name), label, maxLength: null, default: null }];
    }
    return [];
  });
}
