import { themeSettingsSchema, type ThemeSettings } from '@hookline/domain';

const THEME_KEY = 'hookline.theme';

/**
 * The active organisation's colours from the last visit, so that a reload paints the app in them at once
 * instead of flashing the default theme until the organisations have loaded.
 */
export const rememberedTheme = {
  get(): ThemeSettings | null {
    try {
      const parsed = themeSettingsSchema.safeParse(JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  set(settings: ThemeSettings): void {
    try {
      localStorage.setItem(THEME_KEY, JSON.stringify(settings));
    } catch {
      // Storage blocked: the next visit starts in the default theme.
    }
  },
};
