import { TAG_COLORS, type TagColor } from '@hookline/domain';
import { ColorSwatch, Popover, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';

/** What each of the 8 pastel tag colours is called, for the picker's buttons. */
export const TAG_COLOR_NAMES: Record<TagColor, string> = {
  '#FDE2E4': 'Rose',
  '#FFE5CC': 'Peach',
  '#FFF3BF': 'Lemon',
  '#D3F9D8': 'Mint',
  '#C5F6FA': 'Aqua',
  '#D0EBFF': 'Sky',
  '#E5DBFF': 'Lavender',
  '#F3D9FA': 'Orchid',
};

const SWATCH_BORDER = { border: '1px solid var(--mantine-color-gray-5)' };

interface TagColorPickerProps {
  tagName: string;
  color: string;
  saving: boolean;
  onPick: (color: TagColor) => void;
}

/** A tag's colour swatch; it opens the 8 pastel colours to choose from. */
export function TagColorPicker({ tagName, color, saving, onPick }: TagColorPickerProps) {
  const [opened, { close, toggle }] = useDisclosure(false);
  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-start"
      withArrow
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          onClick={toggle}
          disabled={saving}
          aria-label={`Change the colour of tag ${tagName}`}
          aria-expanded={opened}
          style={{ display: 'inline-flex', borderRadius: '50%', opacity: saving ? 0.5 : 1 }}
        >
          <ColorSwatch color={color} size={22} style={SWATCH_BORDER} />
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="xs" c="dimmed" mb={6}>
          Colour
        </Text>
        <SimpleGrid cols={4} spacing={8} role="group" aria-label={`Colours for tag ${tagName}`}>
          {TAG_COLORS.map((option) => {
            const current = option === color.toUpperCase();
            return (
              <ColorSwatch
                key={option}
                component="button"
                type="button"
                color={option}
                size={28}
                style={{ ...SWATCH_BORDER, cursor: 'pointer' }}
                aria-label={TAG_COLOR_NAMES[option]}
                aria-pressed={current}
                onClick={() => {
                  close();
                  if (!current) onPick(option);
                }}
              >
                {current && <IconCheck size={14} color="var(--mantine-color-dark-7)" aria-hidden />}
              </ColorSwatch>
            );
          })}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
