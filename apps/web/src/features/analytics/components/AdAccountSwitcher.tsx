import type { AdAccount } from '@hookline/domain';
import { Avatar, Group, Select, Text } from '@mantine/core';
import { IconBrandMeta, IconBrandTiktok } from '@tabler/icons-react';

const PLATFORM_ICON = { meta: IconBrandMeta, tiktok: IconBrandTiktok } as const;

export function PlatformIcon({ platform, size = 16 }: { platform: AdAccount['platform']; size?: number }) {
  const Icon = PLATFORM_ICON[platform];
  return <Icon size={size} stroke={1.6} aria-hidden />;
}

interface AdAccountSwitcherProps {
  accounts: AdAccount[];
  active: AdAccount | undefined;
  onChange: (adAccountId: string) => void;
}

/** Picks the workspace's active ad account; each option shows its platform and currency. */
export function AdAccountSwitcher({ accounts, active, onChange }: AdAccountSwitcherProps) {
  const byId = new Map(accounts.map((account) => [account._id, account]));
  return (
    <Select
      label="Ad account"
      data={accounts.map((account) => ({ value: account._id, label: account.name }))}
      value={active?._id ?? null}
      onChange={(value) => value && onChange(value)}
      allowDeselect={false}
      checkIconPosition="right"
      leftSection={active && <PlatformIcon platform={active.platform} />}
      renderOption={({ option }) => {
        const account = byId.get(option.value);
        if (!account) return option.label;
        return (
          <Group gap={8} wrap="nowrap">
            <Avatar size={22} radius="sm" color={account.platform === 'meta' ? 'blue' : 'dark'}>
              <PlatformIcon platform={account.platform} size={14} />
            </Avatar>
            <div>
              <Text size="sm">{account.name}</Text>
              <Text size="xs" c="dimmed">
                {account.currency} · {account.timezone_name}
              </Text>
            </div>
          </Group>
        );
      }}
    />
  );
}
