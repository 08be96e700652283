import { Badge, Group, NavLink, Tooltip } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { useActiveWorkspace } from '../../../app/session/use-active-workspace.ts';
import type { ModuleLink, ProductModule } from '../product-modules.ts';
import { BlockedMark } from './BlockedMark.tsx';
import classes from './Sidebar.module.css';

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function SoonLink({ link, collapsedAttr }: { link: ModuleLink; collapsedAttr: true | undefined }) {
  const Icon = link.icon;
  return (
    <Tooltip label={`${link.label} is coming soon`} position="right">
      <div>
        <NavLink
          component="button"
          disabled
          label={link.label}
          leftSection={<Icon size={18} stroke={1.7} />}
          rightSection={
            <Badge size="xs" variant="transparent" radius="sm" className={classes.soon}>
              Soon
            </Badge>
          }
          className={`${classes.link} ${classes.subLink}`}
          data-collapsed={collapsedAttr}
          aria-label={`${link.label} Soon`}
        />
      </div>
    </Tooltip>
  );
}

/** A page of one workspace that the caller's grant there doesn't include, or with no workspace to open in. */
function UnavailableLink({ link, reason }: { link: ModuleLink; reason: string }) {
  const Icon = link.icon;
  return (
    <Tooltip label={reason} position="right">
      <div>
        <NavLink
          component="button"
          disabled
          label={link.label}
          leftSection={<Icon size={18} stroke={1.7} />}
          className={`${classes.link} ${classes.subLink}`}
          aria-label={`${link.label} (${reason})`}
        />
      </div>
    </Tooltip>
  );
}

/** Where a link opens now: its own path, or its page in the active workspace when the grant there allows. */
function resolvedPath(link: ModuleLink, workspace: { _id: string; products: readonly string[] } | undefined) {
  if (link.to !== undefined) return link.to;
  if (!link.workspacePath || !workspace) return undefined;
  if (link.product && !workspace.products.includes(link.product)) return undefined;
  return link.workspacePath(workspace._id);
}

/**
 * A module whose pages are listed under it (Inspiration: boards, the Discover library, brands, experts).
 * Expanded, the module's row shows or hides them; collapsed, its icon opens its first released page.
 */
export function ModuleLinks({
  module,
  collapsed,
  blocked = false,
}: {
  module: ProductModule;
  collapsed: boolean;
  /** The organisation's billing has blocked the module: a lock beside its name. */
  blocked?: boolean;
}) {
  const { pathname } = useLocation();
  const { activeWorkspace } = useActiveWorkspace();
  const [open, setOpen] = useState(true);
  const links = (module.links ?? []).map((link) => ({ ...link, to: resolvedPath(link, activeWorkspace) }));
  const released = links.filter((link): link is ModuleLink & { to: string } => link.to !== undefined);
  const isActive = (link: ModuleLink & { to: string }) =>
    isUnder(pathname, link.to) || (link.activeUnder ?? []).some((prefix) => pathname.startsWith(prefix));
  const current = released.some(isActive);
  const Icon = module.icon;
  const collapsedAttr = collapsed || undefined;
  const first = released[0];

  if (collapsed) {
    if (!first) return null;
    return (
      <Tooltip label={module.label} position="right">
        <NavLink
          component={RouterNavLink}
          to={first.to}
          leftSection={<Icon size={20} stroke={1.7} />}
          active={current}
          className={classes.link}
          data-collapsed
          aria-label={blocked ? `${module.label} (blocked)` : module.label}
        />
      </Tooltip>
    );
  }

  return (
    <div>
      <NavLink
        component="button"
        label={module.label}
        leftSection={<Icon size={20} stroke={1.7} />}
        rightSection={
          <Group gap={6} wrap="nowrap">
            {blocked && <BlockedMark label={module.label} />}
            <IconChevronDown size={14} className={classes.chevron} data-open={open || undefined} />
          </Group>
        }
        active={current && !open}
        className={classes.link}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
      />
      {open && (
        <div className={classes.subLinks}>
          {links.map((link) => {
            if (!link.to && link.workspacePath) {
              const reason = activeWorkspace
                ? `${link.label} isn't part of your access in this workspace`
                : `${link.label} opens in a workspace`;
              return <UnavailableLink key={link.key} link={link} reason={reason} />;
            }
            if (!link.to) return <SoonLink key={link.key} link={link} collapsedAttr={collapsedAttr} />;
            const LinkIcon = link.icon;
            return (
              <NavLink
                key={link.key}
                component={RouterNavLink}
                to={link.to}
                label={link.label}
                leftSection={<LinkIcon size={18} stroke={1.7} />}
                active={isActive({ ...link, to: link.to })}
                className={`${classes.link} ${classes.subLink}`}
                data-tour={link.tour}
              />
            );
          })}
        </div>
      )}
    </div>
  );
}
