import { DEFAULT_THEME, type ThemeSettings } from '@hookline/domain';
import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import { readableTextOn, relativeLuminance, withAlpha } from './colour-contrast.ts';
import { generateColourShades } from './colour-shades.ts';

/** Hookline's indigo, hand-tuned: the primary palette of the default theme (its primaryCta is shade 6). */
const HOOKLINE_SHADES: MantineColorsTuple = [
  '#f0edff',
  '#ddd7ff',
  '#b9acff',
  '#937dff',
  '#7356fe',
  '#5f3dfe',
  '#5431fe',
  '#4524e3',
  '#3c1ecb',
  '#2f16b3',
];

/** Above this luminance white text on a filled button stops being readable, so Mantine picks dark text. */
const LIGHT_PRIMARY_LUMINANCE = 0.3;

/** The organisation's colours as the app uses them, kept on `theme.other` for the CSS variables below. */
export interface BrandColours {
  /** Sidebar background and the text and tints that read on it. */
  sidebarBg: string;
  sidebarFg: string;
  /** Page accents: hover backgrounds, highlighted cards, setup screens. */
  secondaryBg: string;
  /** The glow in the corner of hero banners: Hookline's pink by default, else a light primary tint. */
  heroGlow: string;
}

/** The pink of Hookline's mark, the hero glow of the default theme. */
const HOOKLINE_GLOW = 'rgba(236, 91, 155, 0.5)';

const isDefaultPrimary = (primaryCta: string) =>
  primaryCta.toLowerCase() === DEFAULT_THEME.primaryCta.toLowerCase();

function primaryShades(primaryCta: string): MantineColorsTuple {
  return isDefaultPrimary(primaryCta) ? HOOKLINE_SHADES : generateColourShades(primaryCta);
}

/**
 * The Mantine theme of an organisation's theme_settings: primaryCta becomes the primary palette (named
 * `hookline`, so every `hookline` reference follows the organisation), primaryBg and secondaryBg become
 * CSS variables read by the sidebar and page accents.
 */
export function buildTheme(settings: ThemeSettings): MantineThemeOverride {
  const shades = primaryShades(settings.primaryCta);
  const brand: BrandColours = {
    sidebarBg: settings.primaryBg,
    sidebarFg: readableTextOn(settings.primaryBg),
    secondaryBg: settings.secondaryBg,
    heroGlow: isDefaultPrimary(settings.primaryCta) ? HOOKLINE_GLOW : withAlpha(shades[2], 0.45),
  };
  return createTheme({
    primaryColor: 'hookline',
    primaryShade: { light: 6, dark: 4 },
    colors: { hookline: shades },
    autoContrast: relativeLuminance(settings.primaryCta) > LIGHT_PRIMARY_LUMINANCE,
    // The emoji fonts last: a report's emoticon and ad names with emoji draw in colour, not as empty boxes.
    fontFamily:
      '"Inter Variable", Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
    headings: { fontWeight: '700' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Light variants (badges, alerts) draw their text darker than shade 9, which reads under WCAG AA's
    // 4.5:1 on the light background for some palettes (teal 4.3:1, yellow less).
    variantColorResolver: (input) => {
      const resolved = defaultVariantColorsResolver(input);
      if (input.variant !== 'light') return resolved;
      const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
      const shade9 = parsed.isThemeColor ? input.theme.colors[parsed.color]?.[9] : undefined;
      return parsed.shade === undefined && shade9 ? { ...resolved, color: darken(shade9, 0.35) } : resolved;
    },
    other: { brand },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      TextInput: { defaultProps: { size: 'md' } },
      PasswordInput: { defaultProps: { size: 'md' } },
      Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    },
  });
}

/** The brand colours a theme built by `buildTheme` carries (the default theme's for any other theme). */
export function brandColoursOf(other: Record<string, unknown>): BrandColours {
  const brand = other.brand as BrandColours | undefined;
  return (
    brand ?? {
      sidebarBg: DEFAULT_THEME.primaryBg,
      sidebarFg: readableTextOn(DEFAULT_THEME.primaryBg),
      secondaryBg: DEFAULT_THEME.secondaryBg,
      heroGlow: HOOKLINE_GLOW,
    }
  );
}

/** `--hl-*` variables: the organisation's sidebar and accent colours, for CSS modules. */
export const brandCssVariables: CSSVariablesResolver = (theme) => {
  const brand = brandColoursOf(theme.other);
  return {
    variables: {
      '--hl-sidebar-bg': brand.sidebarBg,
      '--hl-sidebar-fg': brand.sidebarFg,
      '--hl-sidebar-fg-dim': withAlpha(brand.sidebarFg, 0.68),
      '--hl-sidebar-hover': withAlpha(brand.sidebarFg, 0.08),
      '--hl-sidebar-active': withAlpha(brand.sidebarFg, 0.14),
      '--hl-sidebar-border': withAlpha(brand.sidebarFg, 0.12),
      '--hl-secondary-bg': brand.secondaryBg,
      '--hl-hero-glow': brand.heroGlow,
    },
    // Mantine's dimmed grey (gray-6) reads 3.3:1 on white; gray-7 meets WCAG AA's 4.5:1 for small text. Its
    // error red (red-6) reads 3.6:1; red-8 meets 4.5:1 for a field's message and the text typed in it.
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-8)',
    },
    dark: {},
  };
};

/** The default theme (the 'Hookline' preset): before sign-in and for tests. */
export const theme = buildTheme(DEFAULT_THEME);
