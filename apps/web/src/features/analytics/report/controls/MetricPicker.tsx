import type { MetricDefinition } from '@hookline/domain';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconColumns3, IconSearch } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import { pickerCategories, searchMetrics, toggleKey, type PickerCategoryId } from './metric-categories.ts';
import { SelectedMetricList } from './SelectedMetricList.tsx';

export interface MetricPickerProps {
  /** The metrics that may be chosen; in comparison mode the caller passes it without the scores. */
  catalogue: readonly MetricDefinition[];
  /** Chosen metric keys, in column order. */
  selected: readonly string[];
  /** Called on Done with the chosen keys in order. */
  onChange: (keys: string[]) => void;
  /** The button's and dialog's name; "Metrics" by default. */
  label?: string;
  /** At most this many metrics can be chosen. */
  max?: number;
}

/**
 * Chooses and orders a report's metrics: categories on the left, the category's metrics (or the
 * search results over every category) in the middle, the chosen ones in order on the right.
 */
export function MetricPicker(props: MetricPickerProps) {
  const label = props.label ?? 'Metrics';
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);

  const open = () => {
    setDraft([...props.selected]);
    setOpened(true);
  };

  return (
    <>
      <Button variant="default" leftSection={<IconColumns3 size={16} aria-hidden />} onClick={open}>
        {`${label} (${props.selected.length})`}
      </Button>
      <Modal
        {...DIALOG_PROPS}
        opened={opened}
        onClose={() => setOpened(false)}
        title={label}
        size="min(72rem, calc(100vw - 2rem))"
        centered
      >
        {opened && (
          <PickerBody catalogue={props.catalogue} draft={draft} onDraftChange={setDraft} max={props.max} />
        )}
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {props.max === undefined
              ? `${draft.length} selected`
              : `${draft.length} of ${props.max} selected`}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                props.onChange(draft);
                setOpened(false);
              }}
            >
              Done
            </Button>
          </Group>
        </Group>
      </Modal>
    </>
  );
}

function PickerBody(props: {
  catalogue: readonly MetricDefinition[];
  draft: string[];
  onDraftChange: (keys: string[]) => void;
  max?: number;
}) {
  const categories = useMemo(
    () => pickerCategories(props.catalogue, props.draft),
    [props.catalogue, props.draft],
  );
  const [categoryId, setCategoryId] = useState<PickerCategoryId>(categories[0]?.id ?? 'selected');
  const [query, setQuery] = useState('');
  const [detailKey, setDetailKey] = useState<string | null>(null);
  const detailId = useId();

  const byKey = useMemo(
    () => new Map(props.catalogue.map((metric) => [metric.key, metric])),
    [props.catalogue],
  );
  const category = categories.find((item) => item.id === categoryId) ?? categories[0];
  const searching = query.trim() !== '';
  const shown = searching ? searchMetrics(props.catalogue, query) : (category?.metrics ?? []);
  const full = props.max !== undefined && props.draft.length >= props.max;
  const detail = detailKey ? byKey.get(detailKey) : undefined;

  return (
    <Box
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(9rem, 13rem) minmax(0, 1fr) minmax(12rem, 17rem)',
        gap: 'var(--mantine-spacing-md)',
      }}
    >
      <ScrollArea.Autosize mah="28rem" type="auto" component="nav" aria-label="Metric categories">
        {categories.map((item) => (
          <NavLink
            key={item.id}
            component="button"
            label={item.label}
            active={!searching && item.id === category?.id}
            aria-current={!searching && item.id === category?.id ? 'true' : undefined}
            rightSection={
              <Badge size="sm" variant="light" color="gray">
                {item.metrics.length}
              </Badge>
            }
            onClick={() => {
              setCategoryId(item.id);
              setQuery('');
            }}
          />
        ))}
      </ScrollArea.Autosize>

      <Stack gap="xs" miw={0}>
        <TextInput
          label="Search metrics"
          placeholder="Name or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
        <Title order={3} size="sm">
          {searching ? `Results (${shown.length})` : category?.label}
        </Title>
        <ScrollArea h="16rem" type="auto" offsetScrollbars>
          <Stack gap={6} role="group" aria-label={searching ? 'Search results' : category?.label}>
            {shown.length === 0 && (
              <Text size="sm" c="dimmed">
                {searching ? 'No metric matches this search.' : 'No metrics selected yet.'}
              </Text>
            )}
            {shown.map((metric) => {
              const checked = props.draft.includes(metric.key);
              return (
                <Checkbox
                  key={metric.key}
                  label={metric.longName}
                  checked={checked}
                  disabled={full && !checked}
                  aria-describedby={detailId}
                  onChange={(event) =>
                    props.onDraftChange(
                      toggleKey(props.draft, metric.key, event.currentTarget.checked, props.max),
                    )
                  }
                  onFocus={() => setDetailKey(metric.key)}
                  onMouseEnter={() => setDetailKey(metric.key)}
                />
              );
            })}
          </Stack>
        </ScrollArea>
        <Paper withBorder p="xs" mih="6.5rem" id={detailId} bg="var(--mantine-color-default-hover)">
          {detail ? (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {detail.longName}
                {detail.shortName && detail.shortName !== detail.longName ? ` (${detail.shortName})` : ''}
              </Text>
              <Text size="sm">{detail.description}</Text>
              {detail.formula && (
                <Text size="xs" ff="monospace">
                  {`Formula: ${detail.formula}`}
                </Text>
              )}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Point at or focus a metric to read what it measures.
            </Text>
          )}
        </Paper>
        {full && (
          <Text size="sm" c="dimmed">
            {`You can choose up to ${props.max} metrics.`}
          </Text>
        )}
      </Stack>

      <Stack gap="xs" miw={0}>
        <Title order={3} size="sm">
          {`Selected (${props.draft.length})`}
        </Title>
        <ScrollArea.Autosize mah="26rem" type="auto" offsetScrollbars>
          <SelectedMetricList
            keys={props.draft}
            nameOf={(key) => byKey.get(key)?.longName ?? key}
            onChange={props.onDraftChange}
          />
        </ScrollArea.Autosize>
      </Stack>
    </Box>
  );
}
