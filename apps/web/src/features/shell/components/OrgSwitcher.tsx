import { Avatar, Badge, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconBuildingSkyscraper, IconCheck, IconPlus, IconSelector } from '@tabler/icons-react';
import { useCurrentUser } from '../../users/hooks/use-current-user.ts';
import { useOrganisations } from '../hooks/use-organisations.ts';
import classes from './Sidebar.module.css';

const NO_ORGANISATION = 'No organisation yet';

/**
 * The organisation dropdown at the top of the sidebar. 'Create organisation' is listed only when the user
 * may create one, and stays disabled (like the modules in the sidebar) until organisation creation ships.
 */
export function OrgSwitcher({ collapsed }: { collapsed: boolean }) {
  const { data: user } = useCurrentUser();
  const { data: organisations = [] } = useOrganisations();
  const [activeOrgId, setActiveOrgId] = useLocalStorage<string | null>({
    key: 'hookline.activeOrgId',
    defaultValue: null,
  });
  const active = organisations.find((org) => org._id === activeOrgId) ?? organisations[0];
  const label = active?.name ?? NO_ORGANISATION;
  const canCreate = user?.userCanCreateOrg === true;

  const target = (
    <UnstyledButton
      className={classes.orgButton}
      data-collapsed={collapsed || undefined}
      aria-label="Switch organisation"
    >
      <Group gap="sm" wrap="nowrap">
        <Avatar
          size={32}
          radius="md"
          color="hookline"
          variant={active ? 'filled' : 'light'}
          src={active?.logo ?? null}
        >
          {active ? active.name.charAt(0).toUpperCase() : <IconBuildingSkyscraper size={18} />}
        </Avatar>
        {!collapsed && (
          <>
            <div className={classes.grow}>
              <Text size="xs" c="dimmed" lh={1.2}>
                Organisation
              </Text>
              <Text size="sm" fw={600} truncate="end" lh={1.3}>
                {label}
              </Text>
            </div>
            <IconSelector size={16} className={classes.dim} />
          </>
        )}
      </Group>
    </UnstyledButton>
  );

  return (
    <Menu position={collapsed ? 'right-start' : 'bottom-start'} width={248} shadow="md" radius="md">
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
        {organisations.length === 0 ? (
          <Text size="sm" c="dimmed" px="sm" py={6}>
            {NO_ORGANISATION}
          </Text>
        ) : (
          organisations.map((org) => (
            <Menu.Item
              key={org._id}
              onClick={() => setActiveOrgId(org._id)}
              leftSection={
                <Avatar size={22} radius="sm" color="hookline" src={org.logo ?? null}>
                  {org.name.charAt(0).toUpperCase()}
                </Avatar>
              }
              rightSection={org._id === active?._id ? <IconCheck size={16} /> : null}
            >
              {org.name}
            </Menu.Item>
          ))
        )}
        {canCreate && (
          <>
            <Menu.Divider />
            <Menu.Item
              disabled
              leftSection={<IconPlus size={16} />}
              rightSection={
                <Badge size="xs" variant="light" color="gray">
                  Soon
                </Badge>
              }
            >
              Create organisation
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
