import { createCreativeTagBody } from '@hookline/domain';
import {
  ActionIcon,
  Button,
  Checkbox,
  CheckIcon,
  ColorSwatch,
  Divider,
  Group,
  Popover,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch, IconTag } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { CreativeTag } from '../../../../api/report-library-api.ts';
import { TAG_PALETTE } from './tag-palette.ts';

export interface TagAssignMenuProps {
  /** The ad account's tags. */
  tags: readonly CreativeTag[];
  /** The tags the row's creative carries. */
  appliedTagIds: readonly string[];
  onToggle: (tagId: string, applied: boolean) => Promise<unknown>;
  /** Creates a tag from the search text; the caller also applies it to the row, as the user expects. */
  onCreate: (name: string, color: string) => Promise<CreativeTag>;
  /** The button's text; "Tags" by default. */
  label?: string;
}

/** Tags a row's creative from the report table: tick tags, or create one from the search text. */
export function TagAssignMenu(props: TagAssignMenuProps) {
  const [opened, setOpened] = useState(false);
  const [query, setQuery] = useState('');
  const [color, setColor] = useState<string>(TAG_PALETTE[0].hex);
  const [pendingIds, setPendingIds] = useState<string[]>([]);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  const search = query.trim().toLowerCase();
  const shown = props.tags.filter((tag) => tag.name.toLowerCase().includes(search));
  const exists = props.tags.some((tag) => tag.name.trim().toLowerCase() === search);
  const offerCreate = search !== '' && !exists;

  const toggle = async (tagId: string, applied: boolean) => {
    setPendingIds((ids) => [...ids, tagId]);
    try {
      await props.onToggle(tagId, applied);
    } catch {
      // The failed call raised its own error toast; the box shows the tag's saved state.
    } finally {
      setPendingIds((ids) => ids.filter((id) => id !== tagId));
    }
  };

  const create = async () => {
    const parsed = createCreativeTagBody.shape.name.safeParse(query);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setCreating(true);
    try {
      await props.onCreate(parsed.data, color);
      setQuery('');
    } catch {
      // As above: the toast says what failed, and the name stays for another try.
    } finally {
      setCreating(false);
    }
  };

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      shadow="md"
      width={280}
      trapFocus
      onClose={() => {
        setQuery('');
        setError(null);
      }}
    >
      <Popover.Target>
        {/* An icon that fits the table's narrow actions column; its name says whose tags it sets. */}
        <Tooltip label="Creative tags" withinPortal>
          <ActionIcon
            variant="subtle"
            color="dark"
            aria-label={props.label ?? 'Tags'}
            onClick={() => setOpened((value) => !value)}
          >
            <IconTag size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-labelledby={titleId} maw="calc(100vw - 2rem)">
        <Text id={titleId} fw={700} size="sm" mb={6}>
          Creative tags
        </Text>
        <TextInput
          label="Search or create a tag"
          size="sm"
          leftSection={<IconSearch size={14} aria-hidden />}
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && offerCreate) {
              event.preventDefault();
              void create();
            }
          }}
          error={error}
          autoComplete="off"
          data-autofocus
        />
        <ScrollArea.Autosize mah="14rem" type="auto" mt="xs">
          <Stack gap={6}>
            {props.tags.length === 0 && !offerCreate && (
              <Text size="sm" c="dimmed">
                No tags yet. Type a name to create the first one.
              </Text>
            )}
            {shown.map((tag) => (
              <Checkbox
                key={tag._id}
                checked={props.appliedTagIds.includes(tag._id)}
                disabled={pendingIds.includes(tag._id)}
                onChange={(event) => void toggle(tag._id, event.currentTarget.checked)}
                label={
                  <Group gap={6} wrap="nowrap" component="span">
                    <ColorSwatch color={tag.color} size={12} component="span" aria-hidden />
                    <span>{tag.name}</span>
                  </Group>
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        {offerCreate && (
          <>
            <Divider my="xs" />
            <Text size="xs" fw={600} id={`${titleId}-colour`} mb={4}>
              Colour
            </Text>
            <Group gap={6} role="radiogroup" aria-labelledby={`${titleId}-colour`}>
              {TAG_PALETTE.map((swatch) => (
                <UnstyledButton
                  key={swatch.hex}
                  role="radio"
                  aria-checked={color === swatch.hex}
                  aria-label={swatch.name}
                  title={swatch.name}
                  onClick={() => setColor(swatch.hex)}
                  className="mantine-focus-auto"
                  style={{ borderRadius: '50%' }}
                >
                  <ColorSwatch color={swatch.hex} size={22} component="span">
                    {color === swatch.hex && <CheckIcon size={10} color="white" />}
                  </ColorSwatch>
                </UnstyledButton>
              ))}
            </Group>
            <Button
              mt="xs"
              fullWidth
              size="compact-sm"
              loading={creating}
              onClick={() => void create()}
              styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            >
              {`Create tag “${query.trim()}”`}
            </Button>
          </>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
