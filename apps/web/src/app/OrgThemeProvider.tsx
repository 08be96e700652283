import { DEFAULT_THEME, type ThemeSettings } from '@hookline/domain';
import { MantineProvider } from '@mantine/core';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { brandCssVariables, buildTheme } from '../ui/theme/theme.ts';
import { rememberedTheme } from './remembered-theme.ts';
import { useActiveOrg } from './session/use-active-org.ts';
import { useIsAuthenticated } from './session/use-session.ts';

/**
 * Mantine with the active organisation's colours: the default theme while signed out, the colours of the
 * last visit while the organisations load.
 */
export function OrgThemeProvider({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const { activeOrg, isLoading } = useActiveOrg();
  const [remembered] = useState<ThemeSettings | null>(() => rememberedTheme.get());
  const orgTheme = activeOrg?.theme_settings;

  useEffect(() => {
    if (orgTheme) rememberedTheme.set(orgTheme);
  }, [orgTheme]);

  const waiting = authenticated && isLoading ? remembered : null;
  const settings = (authenticated ? orgTheme : undefined) ?? waiting ?? DEFAULT_THEME;
  const { primaryBg, primaryCta, secondaryBg } = settings;
  const theme = useMemo(
    () => buildTheme({ primaryBg, primaryCta, secondaryBg }),
    [primaryBg, primaryCta, secondaryBg],
  );
  return (
    <MantineProvider theme={theme} cssVariablesResolver={brandCssVariables} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
