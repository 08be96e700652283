import { DEFAULT_THEME, THEME_PRESETS } from '@hookline/domain';
import { mergeMantineTheme, DEFAULT_THEME as MANTINE_DEFAULTS } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { brandCssVariables, buildTheme } from './theme.ts';

const resolved = (settings: typeof DEFAULT_THEME) =>
  mergeMantineTheme(MANTINE_DEFAULTS, buildTheme(settings));

describe("an organisation's theme", () => {
  it("keeps today's look for the default theme", () => {
    const theme = resolved(DEFAULT_THEME);
    expect(theme.primaryColor).toBe('hookline');
    expect(theme.colors.hookline?.[6]).toBe('#5431fe');
    expect(theme.colors.hookline?.[0]).toBe('#f0edff');
  });

  it('makes primaryCta the primary colour of buttons and links', () => {
    const forest = THEME_PRESETS.find((preset) => preset.id === 'forest')?.settings ?? DEFAULT_THEME;
    expect(resolved(forest).colors.hookline?.[6]).toBe('#2f9e44');
  });

  it('gives the sidebar primaryBg with readable text, and the accents secondaryBg', () => {
    const sunset = THEME_PRESETS.find((preset) => preset.id === 'sunset')?.settings ?? DEFAULT_THEME;
    const { variables } = brandCssVariables(resolved(sunset));
    expect(variables['--hl-sidebar-bg']).toBe('#3b1608');
    expect(variables['--hl-sidebar-fg']).toBe('#ffffff');
    expect(variables['--hl-secondary-bg']).toBe('#fff4e6');

    const light = brandCssVariables(resolved({ ...sunset, primaryBg: '#f8f9fa' })).variables;
    expect(light['--hl-sidebar-fg']).toBe('#1a1b1e');
  });
});
