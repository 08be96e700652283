import { PLATFORM_LABELS, type AdAccountProvider, type AvailableAdAccount } from '@hookline/domain';
import { Badge, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../../ui/LoadError.tsx';
import { PlatformIcon } from '../../components/AdAccountSwitcher.tsx';
import { adAccountCount } from '../ad-account-labels.ts';
import { useAvailableAdAccounts } from '../hooks/use-platform-connection.ts';

interface AvailableAccountsPickerProps {
  platform: AdAccountProvider;
  workspaceId: string;
  /** True while the chosen accounts are being added. */
  adding: boolean;
  onAdd: (accountIds: string[]) => void;
  /** The plan's limits in a sentence, when known. */
  planNote: string | undefined;
}

const matches = (account: AvailableAdAccount, search: string) => {
  const needle = search.trim().toLowerCase();
  return (
    !needle ||
    account.name.toLowerCase().includes(needle) ||
    account.adAccountId.toLowerCase().includes(needle)
  );
};

const addLabel = (count: number) => (count === 0 ? 'Add ad accounts' : `Add ${adAccountCount(count)}`);

/** Step 3: the accounts the connection can read, to tick and add; those already added show ticked. */
export function AvailableAccountsPicker({
  platform,
  workspaceId,
  adding,
  onAdd,
  planNote,
}: AvailableAccountsPickerProps) {
  const available = useAvailableAdAccounts(platform, workspaceId, true);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  if (available.isError) {
    return (
      <LoadError
        compact
        what={`the ad accounts of ${PLATFORM_LABELS[platform]}`}
        onRetry={() => void available.refetch()}
        retrying={available.isRefetching}
      />
    );
  }
  if (!available.data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading ad accounts">
        {[0, 1, 2].map((row) => (
          <Group key={row} gap="sm" wrap="nowrap">
            <Skeleton height={20} width={20} radius="sm" />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="40%" />
              <Skeleton height={10} width="65%" />
            </Stack>
          </Group>
        ))}
      </Stack>
    );
  }
  if (available.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This {PLATFORM_LABELS[platform]} connection can&apos;t read any ad account. Give its user access to
        the ad accounts in {PLATFORM_LABELS[platform]}, or connect with another access token.
      </Text>
    );
  }

  const shown = available.data.filter((account) => matches(account, search));
  const selectable = shown.filter((account) => !account.onboarded);
  const chosenShown = selectable.filter((account) => chosen.has(account.adAccountId)).length;
  const toggle = (ids: string[], on: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <Stack gap="md">
      <TextInput
        label="Search ad accounts"
        placeholder="Name or account ID"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        size="sm"
      />
      {selectable.length > 1 && (
        <Checkbox
          label="Select all shown"
          checked={chosenShown === selectable.length}
          indeterminate={chosenShown > 0 && chosenShown < selectable.length}
          onChange={(event) =>
            toggle(
              selectable.map((account) => account.adAccountId),
              event.currentTarget.checked,
            )
          }
        />
      )}
      <Paper withBorder radius="md" p="sm">
        {shown.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            No ad account matches “{search.trim()}”.
          </Text>
        ) : (
          <Stack gap="sm" role="list" aria-label="Available ad accounts">
            {shown.map((account) => (
              <div role="listitem" key={account.adAccountId}>
                <Checkbox
                  checked={account.onboarded || chosen.has(account.adAccountId)}
                  disabled={account.onboarded}
                  onChange={(event) => toggle([account.adAccountId], event.currentTarget.checked)}
                  label={
                    <Group gap={6} wrap="wrap">
                      <PlatformIcon platform={account.platform} />
                      <span style={{ overflowWrap: 'anywhere' }}>{account.name}</span>
                      {account.onboarded && (
                        <Badge size="sm" variant="light" color="gray" radius="sm" tt="none">
                          Already added
                        </Badge>
                      )}
                    </Group>
                  }
                  description={`${PLATFORM_LABELS[account.platform]} · ${account.currency} · ${account.timezone_name} · ID ${account.adAccountId}`}
                />
              </div>
            ))}
          </Stack>
        )}
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
          {planNote ?? 'Each new ad account counts toward your plan’s monthly limit.'}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          disabled={chosen.size === 0}
          loading={adding}
          onClick={() => onAdd([...chosen])}
        >
          {addLabel(chosen.size)}
        </Button>
      </Group>
    </Stack>
  );
}
