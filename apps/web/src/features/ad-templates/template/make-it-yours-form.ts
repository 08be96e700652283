import {
  TEMPLATE_MESSAGES,
  TEMPLATE_RENDER_SIZES,
  type Template,
  type TemplateRenderBody,
  type TemplateRenderSize,
  type TemplateSlotRole,
  type ThemeSettings,
} from '@hookline/domain';

/** A Creative Hub image chosen for an image slot. */
export interface SlotImage {
  fileId: string;
  name: string;
  thumbnailURL: string | null;
}

/** What "Make it yours" holds: each slot's value, the sizes to render and where to save them. */
export interface MakeItYoursValues {
  texts: Record<string, string>;
  images: Record<string, SlotImage>;
  colours: Record<string, string>;
  sizes: TemplateRenderSize[];
  folderId: string | null;
}

/** Which colour of the organisation's theme fills a colour slot: a dark text on a light ground, its CTA colour as the accent. */
const THEME_COLOUR_OF_ROLE: Partial<Record<TemplateSlotRole, keyof ThemeSettings>> = {
  background: 'secondaryBg',
  accent: 'primaryCta',
  text: 'primaryBg',
};

const HEX = /^#[0-9a-fA-F]{6}$/;

/** The template's own colours. */
export function templateColours(template: Template): Record<string, string> {
  const colours: Record<string, string> = {};
  for (const slot of template.slots) {
    if (slot.kind === 'colour' && slot.default && HEX.test(slot.default)) colours[slot.key] = slot.default;
  }
  return colours;
}

/** The organisation's theme on the template's colour slots; a slot the theme has no colour for keeps its own. */
export function brandColours(template: Template, theme: ThemeSettings): Record<string, string> {
  const colours = templateColours(template);
  for (const slot of template.slots) {
    const themeKey = slot.kind === 'colour' ? THEME_COLOUR_OF_ROLE[slot.role] : undefined;
    if (themeKey) colours[slot.key] = theme[themeKey];
  }
  return colours;
}

/** The form as it opens: the template's sample words, the brand's colours when there is a theme, every size. */
export function initialValues(template: Template, theme: ThemeSettings | undefined): MakeItYoursValues {
  const texts: Record<string, string> = {};
  for (const slot of template.slots) if (slot.kind === 'text') texts[slot.key] = slot.default ?? '';
  return {
    texts,
    images: {},
    colours: theme ? brandColours(template, theme) : templateColours(template),
    sizes: [...TEMPLATE_RENDER_SIZES],
    folderId: null,
  };
}

/** What is wrong, by field (a slot's key, `sizes`, `folderId`), in the spec's words; empty when nothing is. */
export function validate(template: Template, values: MakeItYoursValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const slot of template.slots) {
    const text = values.texts[slot.key];
    if (
      slot.kind === 'text' &&
      slot.maxLength !== null &&
      text !== undefined &&
      text.length > slot.maxLength
    ) {
      errors[slot.key] = TEMPLATE_MESSAGES.textTooLong(slot.label, slot.maxLength);
    }
    const colour = values.colours[slot.key];
    if (slot.kind === 'colour' && colour !== undefined && !HEX.test(colour)) {
      errors[slot.key] = TEMPLATE_MESSAGES.colourInvalid;
    }
  }
  if (values.sizes.length === 0) errors.sizes = TEMPLATE_MESSAGES.sizesRequired;
  if (!values.folderId) errors.folderId = TEMPLATE_MESSAGES.folderRequired;
  return errors;
}

/** The slots' values as the preview and render calls take them: texts, and images by their file id. */
export function fieldsOf(values: MakeItYoursValues): TemplateRenderBody['fields'] {
  const fields: TemplateRenderBody['fields'] = { ...values.texts };
  for (const [key, image] of Object.entries(values.images)) fields[key] = { fileId: image.fileId };
  return fields;
}

/** Only well-formed colours go to the preview: a colour half typed would be refused. */
export function coloursOf(values: MakeItYoursValues): Record<string, string> {
  return Object.fromEntries(Object.entries(values.colours).filter(([, colour]) => HEX.test(colour)));
}
