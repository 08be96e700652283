import { AppShell } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { OfflineBanner } from '../../../ui/ConnectionNotice.tsx';
import { ErrorScreen } from '../../../ui/ErrorScreen.tsx';
import { FullPageLoader } from '../../../ui/FullPageLoader.tsx';
import { useSidebarCollapsed } from '../hooks/use-sidebar-collapsed.ts';
import { Sidebar } from './Sidebar.tsx';

export const SIDEBAR_WIDTH = { expanded: 280, collapsed: 76 } as const;

interface AppLayoutProps {
  search?: (collapsed: boolean) => ReactNode;
  /** A notice across the top of every page (a payment that needs the customer). */
  notice?: ReactNode;
  /** Wraps the page: may show a screen in its place (a free trial that has ended). */
  gate?: (page: ReactNode) => ReactNode;
}

/**
 * The signed-in frame: sidebar with organisation switcher, modules and user menu, and the page. `search`,
 * `notice` and `gate` come from other features, which the app composes in (a feature imports no other).
 */
export function AppLayout({ search, notice, gate }: AppLayoutProps = {}) {
  const user = useCurrentUser();
  const [collapsed, setCollapsed] = useSidebarCollapsed();

  if (user.isPending) return <FullPageLoader />;
  if (user.isError) return <ErrorScreen />;

  return (
    <AppShell
      navbar={{ width: collapsed ? SIDEBAR_WIDTH.collapsed : SIDEBAR_WIDTH.expanded, breakpoint: 0 }}
      padding={0}
    >
      <Sidebar
        user={user.data}
        collapsed={collapsed}
        onToggle={() => setCollapsed((value) => !value)}
        search={search}
      />
      <AppShell.Main bg="white">
        <OfflineBanner />
        {notice}
        {gate ? gate(<Outlet />) : <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
