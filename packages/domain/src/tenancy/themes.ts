import { z } from 'zod';
import { singleLineText } from '../validation/text-schemas.ts';

const COLOUR_MESSAGE = 'Colours must be hex values like #1a2b3c';
const hexColour = singleLineText({ invalid: COLOUR_MESSAGE }).regex(/^#[0-9a-f]{6}$/i, {
  error: COLOUR_MESSAGE,
});

/** An organisation's colours (spec section 3, theme_settings). */
export const themeSettingsSchema = z.object({
  primaryBg: hexColour,
  primaryCta: hexColour,
  secondaryBg: hexColour,
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** The five colour themes (spec section 9); the third is the default. */
export const THEME_PRESETS = [
  {
    id: 'ocean',
    name: 'Ocean',
    settings: { primaryBg: '#0b2540', primaryCta: '#1c7ed6', secondaryBg: '#e7f5ff' },
  },
  {
    id: 'forest',
    name: 'Forest',
    settings: { primaryBg: '#10291f', primaryCta: '#2f9e44', secondaryBg: '#ebfbee' },
  },
  {
    id: 'hookline',
    name: 'Hookline',
    settings: { primaryBg: '#1e1b4b', primaryCta: '#5431fe', secondaryBg: '#f0edff' },
  },
  {
    id: 'sunset',
    name: 'Sunset',
    settings: { primaryBg: '#3b1608', primaryCta: '#e8590c', secondaryBg: '#fff4e6' },
  },
  {
    id: 'graphite',
    name: 'Graphite',
    settings: { primaryBg: '#1a1b1e', primaryCta: '#495057', secondaryBg: '#f1f3f5' },
  },
] as const satisfies readonly { id: string; name: string; settings: ThemeSettings }[];

export const DEFAULT_THEME: ThemeSettings = THEME_PRESETS[2].settings;

/** The preset whose colours these are, if any (a theme is stored as colours, not as a preset id). */
export function presetOf(settings: ThemeSettings): (typeof THEME_PRESETS)[number] | undefined {
  return THEME_PRESETS.find(
    (preset) =>
      preset.settings.primaryBg.toLowerCase() === settings.primaryBg.toLowerCase() &&
      preset.settings.primaryCta.toLowerCase() === settings.primaryCta.toLowerCase() &&
      preset.settings.secondaryBg.toLowerCase() === settings.secondaryBg.toLowerCase(),
  );
}
