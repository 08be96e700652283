import type {
  TemplateIndustry,
  TemplateOrientation,
  TemplateSeason,
  TemplateSlot,
  TemplateTheme,
} from '@hookline/domain';

/*
 * What Hookline's own template library gives the rest of the area: each design of the offline library, and
 * a design rendered with a brand's texts, images and colours at a size. Pure: no database, no storage.
 */

/** One of Hookline's own templates: a layout with its industry's words, a palette and its slots. */
export interface LibraryDesign {
  /** Stable across releases, so a seeded template keeps its id, favourites and uses. */
  key: string;
  name: string;
  industry: TemplateIndustry | null;
  theme: TemplateTheme | null;
  orientation: TemplateOrientation;
  season: TemplateSeason | null;
  slots: TemplateSlot[];
  /** Orders the library's "newest": later designs of a release are newer. */
  addedOn: string;
}

/** A slot's value when rendering: a text, or an image's bytes (PNG, JPEG or WebP, already checked). */
export type DesignFieldValue = string | { image: Buffer };

export interface DesignRenderInput {
  design: LibraryDesign;
  /** By slot key; a slot left out keeps its default. */
  fields?: Readonly<Record<string, DesignFieldValue>>;
  /** By colour slot key, #RRGGBB. */
  colours?: Readonly<Record<string, string>>;
  width: number;
  height: number;
}
