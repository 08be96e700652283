import { isModuleReleased, type User } from '@hookline/domain';
import { ActionIcon, AppShell, Badge, NavLink, ScrollArea, Tooltip, useMantineTheme } from '@mantine/core';
import {
  IconHome,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconSettings,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { useBillingAccess } from '../../../app/session/use-active-subscriptions.ts';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import { LIGHT_TEXT } from '../../../ui/theme/colour-contrast.ts';
import { brandColoursOf } from '../../../ui/theme/theme.ts';
import { PRODUCT_MODULES } from '../product-modules.ts';
import { BlockedMark } from './BlockedMark.tsx';
import { ModuleLinks } from './ModuleLinks.tsx';
import { OrgSwitcher } from './OrgSwitcher.tsx';
import classes from './Sidebar.module.css';
import { UserMenu } from './UserMenu.tsx';
import { WorkspaceNav } from './WorkspaceNav.tsx';
import { useReleasedModules } from '../../../ui/released-modules.tsx';

interface SidebarProps {
  user: User;
  collapsed: boolean;
  onToggle: () => void;
  /** The app's search, placed under the logo; the app composes it in, as the shell imports no feature. */
  search?: (collapsed: boolean) => ReactNode;
}

export function Sidebar({ user, collapsed, onToggle, search }: SidebarProps) {
  const releasedModules = useReleasedModules();
  const { pathname } = useLocation();
  const { activeWorkspace } = useActiveWorkspace();
  const { activeOrg } = useActiveOrg();
  const blockedModules = useBillingAccess(activeOrg?._id).data?.blockedModules ?? [];
  const onDarkSidebar = brandColoursOf(useMantineTheme().other).sidebarFg === LIGHT_TEXT;
  const collapsedAttr = collapsed || undefined;
  const ToggleIcon = collapsed ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;

  const toggle = (
    <Tooltip label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} position="right">
      <ActionIcon
        variant="subtle"
        size="lg"
        className={classes.toggle}
        onClick={onToggle}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
      >
        <ToggleIcon size={20} />
      </ActionIcon>
    </Tooltip>
  );

  return (
    <AppShell.Navbar className={classes.navbar}>
      <div className={classes.header} data-collapsed={collapsedAttr}>
        {collapsed ? (
          toggle
        ) : (
          <>
            <BrandLogo size={30} inverted={onDarkSidebar} />
            {toggle}
          </>
        )}
      </div>
      {search && <div className={classes.section}>{search(collapsed)}</div>}
      <div className={classes.section}>
        <OrgSwitcher collapsed={collapsed} canCreateOrg={user.userCanCreateOrg} />
      </div>
      <ScrollArea className={classes.scroll} type="never">
        <WorkspaceNav collapsed={collapsed} />
        <div className={classes.divider} />
        <div className={classes.section}>
          <Tooltip label="Home" position="right" disabled={!collapsed}>
            <NavLink
              component={RouterNavLink}
              to="/app"
              end
              label={collapsed ? null : 'Home'}
              leftSection={<IconHome size={20} stroke={1.7} />}
              active={pathname === '/app'}
              className={classes.link}
              data-collapsed={collapsedAttr}
              aria-label="Home"
            />
          </Tooltip>
          {!collapsed && <div className={classes.sectionLabel}>Modules</div>}
          {PRODUCT_MODULES.map((module) => {
            const { key, label, icon: Icon, path, product, links, alsoActiveUnder = [] } = module;
            const blocked = module.billedAs !== undefined && blockedModules.includes(module.billedAs);
            const released = isModuleReleased(key, releasedModules);
            // Its released pages open from the sidebar; a module with none of them stays "Soon" below.
            if (released && !path && links?.some((link) => link.to !== undefined || link.workspacePath)) {
              return <ModuleLinks key={key} module={module} collapsed={collapsed} blocked={blocked} />;
            }
            const granted = !product || (activeWorkspace?.products.includes(product) ?? false);
            const to = released && path && activeWorkspace && granted ? path(activeWorkspace._id) : undefined;
            if (to) {
              const home = to.split('/').slice(0, 3).join('/');
              const active =
                pathname.startsWith(`${home}/`) ||
                alsoActiveUnder.some((prefix) => pathname.startsWith(prefix));
              return (
                <Tooltip key={key} label={label} position="right" disabled={!collapsed}>
                  <NavLink
                    component={RouterNavLink}
                    to={to}
                    label={collapsed ? null : label}
                    leftSection={<Icon size={20} stroke={1.7} />}
                    rightSection={blocked && !collapsed ? <BlockedMark label={label} /> : null}
                    active={active}
                    className={classes.link}
                    data-collapsed={collapsedAttr}
                    aria-label={blocked ? `${label} (blocked)` : label}
                  />
                </Tooltip>
              );
            }
            if (released) {
              // Released, but not part of the caller's grant in this workspace, or no workspace to open in yet.
              const [reason, note] = activeWorkspace
                ? [
                    `${label} isn't part of your access in this workspace`,
                    'not in your access to this workspace',
                  ]
                : [`${label} opens in a workspace`, 'opens in a workspace'];
              return (
                <Tooltip key={key} label={reason} position="right">
                  <div>
                    <NavLink
                      component="button"
                      disabled
                      label={collapsed ? null : label}
                      leftSection={<Icon size={20} stroke={1.7} />}
                      className={classes.link}
                      data-collapsed={collapsedAttr}
                      aria-label={`${label} (${note})`}
                    />
                  </div>
                </Tooltip>
              );
            }
            return (
              <Tooltip key={key} label={`${label} is coming soon`} position="right">
                <div>
                  <NavLink
                    component="button"
                    disabled
                    label={collapsed ? null : label}
                    leftSection={<Icon size={20} stroke={1.7} />}
                    rightSection={
                      collapsed ? null : (
                        <Badge size="xs" variant="transparent" radius="sm" className={classes.soon}>
                          Soon
                        </Badge>
                      )
                    }
                    className={classes.link}
                    data-collapsed={collapsedAttr}
                    aria-label={`${label} Soon`}
                  />
                </div>
              </Tooltip>
            );
          })}
        </div>
      </ScrollArea>
      <div className={classes.footer}>
        <Tooltip label="Settings" position="right" disabled={!collapsed}>
          <NavLink
            component={RouterNavLink}
            to="/app/settings?TAB=account-general"
            label={collapsed ? null : 'Settings'}
            leftSection={<IconSettings size={20} stroke={1.7} />}
            active={pathname.startsWith('/app/settings')}
            className={classes.link}
            data-collapsed={collapsedAttr}
            aria-label="Settings"
          />
        </Tooltip>
        <UserMenu user={user} collapsed={collapsed} />
      </div>
    </AppShell.Navbar>
  );
}
