import type { AdAccount } from '@hookline/domain';
import { ActionIcon, Button, Group, Menu, Tooltip, VisuallyHidden } from '@mantine/core';
import {
  IconAdjustmentsHorizontal,
  IconDots,
  IconPlugConnected,
  IconRefresh,
  IconUnlink,
} from '@tabler/icons-react';
import { useId } from 'react';
import { isSyncRunning, needsReconnecting } from '../ad-account-labels.ts';

export interface AdAccountActionHandlers {
  onSync: (account: AdAccount) => void;
  onReconnect: (account: AdAccount) => void;
  onEditSettings: (account: AdAccount) => void;
  onDisconnect: (account: AdAccount) => void;
}

interface AdAccountRowActionsProps extends AdAccountActionHandlers {
  account: AdAccount;
  /** This account's Sync now or Reconnect call is on its way (a reconnect starts a sync too). */
  syncPending: boolean;
  reconnectPending: boolean;
}

/** Why Sync now can't run, or null when it can. */
function syncBlockedReason(account: AdAccount): string | null {
  if (isSyncRunning(account)) return 'A sync of this account is already running';
  if (needsReconnecting(account)) return 'Reconnect the account first';
  return null;
}

/**
 * An account's actions: Sync now (Reconnect in its place when the platform refused the token or its sign-in
 * expired), and a menu with the others. A blocked Sync now stays focusable so its reason can be read.
 */
export function AdAccountRowActions({
  account,
  syncPending,
  reconnectPending,
  ...on
}: AdAccountRowActionsProps) {
  const reasonId = useId();
  const blocked = syncBlockedReason(account);
  const isTikTok = account.platform === 'tiktok';
  const reconnectFirst = needsReconnecting(account);

  const primary = reconnectFirst ? (
    <Button
      size="xs"
      variant="light"
      color="orange"
      leftSection={<IconPlugConnected size={14} />}
      loading={reconnectPending}
      aria-label={`Reconnect ${account.name}`}
      onClick={() => on.onReconnect(account)}
    >
      Reconnect
    </Button>
  ) : (
    <Tooltip label={blocked} disabled={blocked === null} events={{ hover: true, focus: true, touch: true }}>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={14} />}
        loading={syncPending || reconnectPending}
        data-disabled={blocked !== null || undefined}
        aria-disabled={blocked !== null || undefined}
        aria-describedby={blocked ? reasonId : undefined}
        aria-label={`Sync now ${account.name}`}
        onClick={(event) => {
          if (blocked) event.preventDefault();
          else on.onSync(account);
        }}
      >
        Sync now
      </Button>
    </Tooltip>
  );

  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {primary}
      {blocked && <VisuallyHidden id={reasonId}>{blocked}</VisuallyHidden>}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`More actions for ${account.name}`}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {!reconnectFirst && (
            <Menu.Item leftSection={<IconPlugConnected size={16} />} onClick={() => on.onReconnect(account)}>
              Reconnect
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconAdjustmentsHorizontal size={16} />}
            disabled={isTikTok}
            onClick={() => on.onEditSettings(account)}
          >
            {isTikTok ? "Attribution settings (TikTok uses each ad group's own)" : 'Attribution settings'}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item
            color="red"
            leftSection={<IconUnlink size={16} />}
            onClick={() => on.onDisconnect(account)}
          >
            Disconnect
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
