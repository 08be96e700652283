import {
  TEMPLATE_INDUSTRY_LABELS,
  TEMPLATE_SEASON_LABELS,
  TEMPLATE_THEME_LABELS,
  type Template,
  type TemplatePreview,
  type TemplateSource,
} from '@hookline/domain';

/** Where a template's design opens: "Open in Figma", "Open in Canva"; Hookline's own have no link. */
export const SOURCE_LABELS: Readonly<Record<TemplateSource, string>> = {
  hookline: 'Hookline',
  figma: 'Figma',
  canva: 'Canva',
};

/** "Beauty · Social proof": what a card says under the template's name. */
export function templateFacts(template: Template): string {
  return [
    template.industry ? TEMPLATE_INDUSTRY_LABELS[template.industry] : null,
    template.theme ? TEMPLATE_THEME_LABELS[template.theme] : null,
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

export const seasonLabel = (template: Template): string | null =>
  template.season ? TEMPLATE_SEASON_LABELS[template.season] : null;

/** The preview a card shows: the template's own orientation, else its first. */
export function cardPreview(template: Template): TemplatePreview | undefined {
  return (
    template.previews.find((preview) => preview.orientation === template.orientation) ?? template.previews[0]
  );
}
