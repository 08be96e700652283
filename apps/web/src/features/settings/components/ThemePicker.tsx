import { presetOf, THEME_PRESETS, type Organisation } from '@hookline/domain';
import { ColorSwatch, Group, Radio, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useUpdateOrganisation } from '../hooks/use-organisation-settings.ts';
import { SAVE_DEBOUNCE_MS } from '../save-debounce.ts';
import classes from './ThemePicker.module.css';

const COLOUR_NAMES = { primaryBg: 'Sidebar', primaryCta: 'Buttons', secondaryBg: 'Highlights' } as const;

/**
 * The five colour themes (spec section 9) as cards showing their colours. A choice is saved after
 * 500 ms, so clicking through the cards sends one update; the app restyles from the saved theme.
 */
export function ThemePicker({
  org,
  onLocked,
}: {
  org: Organisation;
  /** Set when the plan has no custom brand: choosing a theme calls it instead. */
  onLocked?: (() => void) | undefined;
}) {
  const savedId = presetOf(org.theme_settings)?.id ?? null;
  const [chosenId, setChosenId] = useState<string | null>(savedId);
  const update = useUpdateOrganisation(org._id);

  const save = useDebouncedCallback((presetId: string) => {
    const preset = THEME_PRESETS.find((item) => item.id === presetId);
    if (!preset || presetId === savedId) return;
    update.mutate({ theme_settings: preset.settings }, { onError: () => setChosenId(savedId) });
  }, SAVE_DEBOUNCE_MS);

  return (
    <Radio.Group
      value={chosenId}
      onChange={(value) => {
        if (onLocked) {
          onLocked();
          return;
        }
        setChosenId(value);
        save(value);
      }}
      aria-label="Colour theme"
    >
      <SimpleGrid cols={{ base: 2, xl: 3 }} spacing="md">
        {THEME_PRESETS.map((preset) => {
          const { primaryBg, primaryCta, secondaryBg } = preset.settings;
          const checked = preset.id === chosenId;
          return (
            <Radio.Card
              key={preset.id}
              value={preset.id}
              radius="md"
              className={classes.card}
              style={{ '--theme-cta': primaryCta }}
              aria-label={preset.name}
            >
              <div className={classes.preview} aria-hidden>
                <div className={classes.previewSidebar} style={{ background: primaryBg }}>
                  <span className={classes.previewDot} />
                  <span className={classes.previewLine} />
                  <span className={classes.previewLine} />
                </div>
                <div className={classes.previewBody} style={{ background: secondaryBg }}>
                  <span className={classes.previewText} />
                  <span className={classes.previewText} data-short />
                  <span className={classes.previewButton} style={{ background: primaryCta }} />
                </div>
              </div>
              <Group justify="space-between" wrap="nowrap" mt="sm">
                <Text fw={600} size="sm">
                  {preset.name}
                </Text>
                {checked && <IconCheck size={16} color={primaryCta} aria-hidden />}
              </Group>
              <Group gap={6} mt={6}>
                {(Object.keys(COLOUR_NAMES) as (keyof typeof COLOUR_NAMES)[]).map((key) => (
                  <ColorSwatch
                    key={key}
                    color={preset.settings[key]}
                    size={16}
                    title={`${COLOUR_NAMES[key]}: ${preset.settings[key]}`}
                  />
                ))}
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
