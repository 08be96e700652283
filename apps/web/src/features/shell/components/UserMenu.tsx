import type { User } from '@hookline/domain';
import { Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLogout, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLogout } from '../../../app/session/use-logout.ts';
import { UserAvatar } from '../../../ui/UserAvatar.tsx';
import classes from './Sidebar.module.css';

/** On the sidebar the colours follow the organisation's theme; in the menu they are Mantine's. */
function NameAndEmail({ name, email, onSidebar }: { name: string; email: string; onSidebar: boolean }) {
  return (
    <div className={classes.grow}>
      <Text size="sm" fw={600} truncate="end">
        {name}
      </Text>
      <Text
        size="xs"
        c={onSidebar ? undefined : 'dimmed'}
        className={onSidebar ? classes.caption : undefined}
        truncate="end"
      >
        {email}
      </Text>
    </div>
  );
}

/** Avatar, name and e-mail; opens Account settings and Log out. */
export function UserMenu({ user, collapsed }: { user: User; collapsed: boolean }) {
  const logout = useLogout();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  const target = (
    <UnstyledButton
      className={classes.userButton}
      data-collapsed={collapsed || undefined}
      // The visible words first, then what the button does (WCAG 2.5.3).
      aria-label={collapsed ? 'Open user menu' : `${fullName} ${user.email}, open user menu`}
    >
      <Group gap="sm" wrap="nowrap">
        <UserAvatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileURL}
          radius="xl"
          size={36}
        />
        {!collapsed && (
          <>
            <NameAndEmail name={fullName} email={user.email} onSidebar />
            <IconChevronRight size={16} className={classes.dim} />
          </>
        )}
      </Group>
    </UnstyledButton>
  );

  return (
    <Menu position="right-end" width={260} shadow="md" radius="md" offset={12}>
      <Menu.Target>
        {collapsed ? (
          <Tooltip label={fullName} position="right">
            {target}
          </Tooltip>
        ) : (
          target
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Group gap="sm" px="sm" py="xs" wrap="nowrap">
          <UserAvatar
            firstName={user.firstName}
            lastName={user.lastName}
            imageUrl={user.profileURL}
            radius="xl"
            size={40}
          />
          <NameAndEmail name={fullName} email={user.email} onSidebar={false} />
        </Group>
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to="/app/settings?TAB=account-general"
          leftSection={<IconSettings size={16} />}
        >
          Account settings
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => logout.mutate()}
          closeMenuOnClick
        >
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
