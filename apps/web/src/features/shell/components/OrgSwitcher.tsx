import { ORG_ROLE_LABELS, type OrganisationSummary } from '@hookline/domain';
import { Avatar, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconCheck, IconPlus, IconRefresh, IconSelector } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useActiveOrg } from '../../../app/session/use-active-org.ts';
import { APP_PATHS } from '../../../ui/app-paths.ts';
import classes from './Sidebar.module.css';

const NO_ORGANISATION = 'No organisation yet';

/** The organisation's logo, or its initial on its own theme's colour. */
function OrgAvatar({ org, size }: { org: OrganisationSummary | undefined; size: number }) {
  return (
    <Avatar
      size={size}
      radius="md"
      color={org ? org.theme_settings.primaryCta : 'hookline'}
      variant={org ? 'filled' : 'light'}
      src={org?.logo ?? null}
      alt=""
    >
      {org ? org.name.charAt(0).toUpperCase() : <IconBuildingSkyscraper size={size * 0.55} />}
    </Avatar>
  );
}

interface OrgSwitcherProps {
  collapsed: boolean;
  /** Only users with userCanCreateOrg see 'Create organisation' (spec section 2). */
  canCreateOrg: boolean;
}

/**
 * The organisation dropdown at the top of the sidebar: the caller's organisations with their role in each.
 * Switching makes that organisation's first workspace active and goes home.
 */
export function OrgSwitcher({ collapsed, canCreateOrg }: OrgSwitcherProps) {
  const navigate = useNavigate();
  const { activeOrg, organisations, setActiveOrgId, isLoading, isError, retry } = useActiveOrg();
  const label =
    activeOrg?.name ?? (isLoading ? 'Loading…' : isError ? 'Organisations not loaded' : NO_ORGANISATION);

  const switchTo = (orgId: string) => {
    if (orgId === activeOrg?._id) return;
    setActiveOrgId(orgId);
    void navigate(APP_PATHS.home);
  };

  const caption = activeOrg ? ORG_ROLE_LABELS[activeOrg.role] : isError ? 'Open to retry' : 'Organisation';
  const target = (
    <UnstyledButton
      className={classes.orgButton}
      data-collapsed={collapsed || undefined}
      // The visible words first, then what the button does (WCAG 2.5.3).
      aria-label={collapsed ? 'Switch organisation' : `${label} ${caption}, switch organisation`}
    >
      <Group gap="sm" wrap="nowrap">
        <OrgAvatar org={activeOrg} size={32} />
        {!collapsed && (
          <>
            <div className={classes.grow}>
              <Text size="sm" fw={600} truncate="end" lh={1.3}>
                {label}
              </Text>
              <Text size="xs" lh={1.2} className={classes.caption}>
                {caption}
              </Text>
            </div>
            <IconSelector size={16} className={classes.dim} />
          </>
        )}
      </Group>
    </UnstyledButton>
  );

  return (
    <Menu position={collapsed ? 'right-start' : 'bottom-start'} width={264} shadow="md" radius="md">
      <Menu.Target>
        {collapsed ? (
          <Tooltip label={label} position="right">
            {target}
          </Tooltip>
        ) : (
          target
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Organisations</Menu.Label>
        {isError ? (
          <Menu.Item leftSection={<IconRefresh size={16} />} onClick={retry}>
            Retry loading organisations
          </Menu.Item>
        ) : organisations.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py={6}>
            {isLoading ? 'Loading…' : NO_ORGANISATION}
          </Text>
        ) : (
          organisations.map((org) => (
            <Menu.Item
              key={org._id}
              onClick={() => switchTo(org._id)}
              leftSection={<OrgAvatar org={org} size={26} />}
              rightSection={org._id === activeOrg?._id ? <IconCheck size={16} /> : null}
            >
              <Text size="sm" fw={500} truncate="end" lh={1.25}>
                {org.name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                {ORG_ROLE_LABELS[org.role]}
              </Text>
            </Menu.Item>
          ))
        )}
        {canCreateOrg && (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to={APP_PATHS.createOrg} leftSection={<IconPlus size={16} />}>
              Create organisation
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
