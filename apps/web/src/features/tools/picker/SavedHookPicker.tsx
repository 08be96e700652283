import { HOOK_STAGE_LABELS } from '@hookline/domain';
import { Button, Loader, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import type { HookPickerProps } from '../../../ui/hook-picker-slot.tsx';
import { groupByStage } from '../hook-generator/hook-format.ts';
import { useHookLibrary } from '../library/use-hook-library.ts';

/** The workspace's saved hooks as a menu, read when first opened. */
function LibraryItems({ workspaceId, onPick }: HookPickerProps) {
  const library = useHookLibrary(workspaceId);
  if (library.isPending) {
    return (
      <Menu.Label>
        <Loader size="xs" mr={8} aria-hidden="true" />
        Loading the hook library…
      </Menu.Label>
    );
  }
  if (library.isError) {
    return (
      <>
        <Menu.Label>We couldn’t load the hook library.</Menu.Label>
        <Menu.Item
          leftSection={<IconRefresh size={14} />}
          closeMenuOnClick={false}
          onClick={() => void library.refetch()}
        >
          Retry
        </Menu.Item>
      </>
    );
  }
  if (library.data.length === 0) {
    return (
      <Menu.Label>
        <Text size="xs" maw={320}>
          No saved hooks yet: save some from Tools › Hook generator.
        </Text>
      </Menu.Label>
    );
  }
  return (
    <>
      {groupByStage(library.data).map(({ stage, hooks }) => (
        <div key={stage} role="group" aria-label={HOOK_STAGE_LABELS[stage]}>
          <Menu.Label>{HOOK_STAGE_LABELS[stage]}</Menu.Label>
          {hooks.map((hook) => (
            <Menu.Item key={hook._id} onClick={() => onPick({ text: hook.text, headline: hook.headline })}>
              <Text size="sm" lineClamp={2} maw={380}>
                {hook.text}
              </Text>
            </Menu.Item>
          ))}
        </div>
      ))}
    </>
  );
}

/** "Insert a saved hook": a hook of the workspace's library put into the copy being written. */
export function SavedHookPicker(props: HookPickerProps) {
  const [opened, setOpened] = useState(false);
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-start" withinPortal shadow="md" width={420}>
      <Menu.Target>
        <Button variant="default" size="xs" rightSection={<IconChevronDown size={14} />}>
          Insert a saved hook
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        {opened && <LibraryItems {...props} />}
      </Menu.Dropdown>
    </Menu>
  );
}
