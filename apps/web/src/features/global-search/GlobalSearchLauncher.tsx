import { Kbd, Tooltip, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useActiveWorkspace } from '../../app/session/use-active-workspace.ts';
import { SearchPalette } from './components/SearchPalette.tsx';
import classes from './GlobalSearch.module.css';
import { ARIA_SHORTCUTS, shortcutLabel } from './shortcut.ts';

/**
 * The app shell's search: a button in the sidebar, and Ctrl/Cmd-K from anywhere in the signed-in app (even
 * from inside a text box), both opening the palette. The active workspace's files are searched too.
 */
export function GlobalSearchLauncher({ collapsed }: { collapsed: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  const { activeWorkspace } = useActiveWorkspace();
  // Ctrl works on every system and ⌘ on Apple's ('mod'); no element is left out, text boxes included.
  useHotkeys(
    [
      ['mod+k', open],
      ['ctrl+k', open],
    ],
    [],
  );
  const shortcut = shortcutLabel();

  return (
    <>
      <Tooltip label={`Search (${shortcut})`} position="right" disabled={!collapsed}>
        <UnstyledButton
          className={classes.launcher}
          data-collapsed={collapsed || undefined}
          onClick={open}
          aria-label="Search"
          aria-keyshortcuts={ARIA_SHORTCUTS}
          aria-haspopup="dialog"
        >
          <IconSearch size={18} stroke={1.8} aria-hidden />
          {!collapsed && (
            <>
              <span className={classes.launcherLabel}>Search</span>
              <Kbd size="xs" className={classes.launcherKbd} aria-hidden>
                {shortcut}
              </Kbd>
            </>
          )}
        </UnstyledButton>
      </Tooltip>
      <SearchPalette opened={opened} onClose={close} workspaceId={activeWorkspace?._id} />
    </>
  );
}
