import type { AdPlatform, MetricDefinition, ReportFilter, ReportFilterGroup } from '@hookline/domain';
import {
  Button,
  Divider,
  Group,
  Paper,
  Popover,
  ScrollArea,
  Stack,
  Text,
  type ComboboxItem,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconFilter, IconPlus } from '@tabler/icons-react';
import { Fragment, useCallback, useId, useMemo, useState } from 'react';
import {
  changeCondition,
  checkDraft,
  conditionCount,
  draftOf,
  newCondition,
  newGroup,
  removeCondition,
  textFieldOptions,
  type ConditionDraft,
  type ConditionErrors,
  type FiltersDraft,
} from './filter-draft.ts';
import { FilterConditionRow } from './FilterConditionRow.tsx';

export interface FilterBuilderProps {
  platform: AdPlatform;
  /** The metrics a condition may test. */
  catalogue: readonly MetricDefinition[];
  /** Conditions that must all hold. */
  filters: readonly ReportFilter[];
  /** Groups of which each must hold; a group holds when any of its conditions does. */
  filterGroups: readonly ReportFilterGroup[];
  /** Called on Apply (once every condition passes the report's schemas) and on Clear all. */
  onChange: (value: { filters: ReportFilter[]; filterGroups: ReportFilterGroup[] }) => void;
}

/** The schema's limits on a report's filters (reportFieldsSchema, reportFilterGroupSchema). */
const MAX_FILTERS = 50;
const MAX_GROUPS = 20;
const MAX_GROUP_FILTERS = 20;

/** Which ads the report keeps: conditions ANDed together, and OR groups ANDed with them. */
export function FilterBuilder(props: FilterBuilderProps) {
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<FiltersDraft>({ conditions: [], groups: [] });
  const [errors, setErrors] = useState<Map<number, ConditionErrors>>(new Map());
  const [groupErrors, setGroupErrors] = useState<Map<number, string>>(new Map());
  const titleId = useId();

  const fields = useMemo<ComboboxItemGroup<ComboboxItem>[]>(() => {
    const known = new Set(props.catalogue.map((metric) => metric.key));
    const unknown = [...props.filters, ...props.filterGroups.flatMap((group) => group.filters)]
      .map((filter) => filter.field)
      .filter(
        (field) =>
          !known.has(field) && !textFieldOptions(props.platform).some((item) => item.value === field),
      );
    return [
      { group: 'Ad attributes', items: textFieldOptions(props.platform) },
      {
        group: 'Metrics',
        items: [
          ...props.catalogue.map((metric) => ({ value: metric.key, label: metric.longName })),
          ...[...new Set(unknown)].map((key) => ({ value: key, label: key })),
        ],
      },
    ];
  }, [props.catalogue, props.filters, props.filterGroups, props.platform]);

  const open = () => {
    setDraft(draftOf(props.filters, props.filterGroups));
    setErrors(new Map());
    setGroupErrors(new Map());
    setOpened(true);
  };

  const edit = useCallback((change: (draft: FiltersDraft) => FiltersDraft) => {
    setDraft(change);
    setErrors(new Map());
    setGroupErrors(new Map());
  }, []);
  // Stable callbacks let a keystroke re-render only the row typed in, not every row's field list.
  const changeRow = useCallback(
    (changed: ConditionDraft) => edit((current) => changeCondition(current, changed)),
    [edit],
  );
  const removeRow = useCallback((id: number) => edit((current) => removeCondition(current, id)), [edit]);

  const apply = () => {
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setGroupErrors(checked.groupErrors);
      return;
    }
    props.onChange({ filters: checked.filters, filterGroups: checked.filterGroups });
    setOpened(false);
  };

  const clearAll = () => {
    props.onChange({ filters: [], filterGroups: [] });
    setOpened(false);
  };

  const count = conditionCount(props.filters, props.filterGroups);
  const empty = draft.conditions.length === 0 && draft.groups.length === 0;

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      shadow="md"
      width="min(46rem, calc(100vw - 2rem))"
      trapFocus
    >
      <Popover.Target>
        <Button
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<IconFilter size={16} aria-hidden />}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          {`Filters (${count})`}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-labelledby={titleId}>
        <Text id={titleId} fw={700} size="sm" mb="xs">
          Filters
        </Text>
        <ScrollArea.Autosize mah="min(32rem, 60vh)" type="auto" offsetScrollbars>
          <Stack gap="xs">
            {empty && (
              <Text size="sm" c="dimmed">
                No filters: the report shows every ad. Add a filter to keep only the ads that match.
              </Text>
            )}
            {draft.conditions.map((condition, index) => (
              <Fragment key={condition.id}>
                {index > 0 && <Joiner word="and" />}
                <FilterConditionRow
                  condition={condition}
                  fields={fields}
                  errors={errors.get(condition.id)}
                  removeLabel={`Remove filter ${index + 1}`}
                  onChange={changeRow}
                  onRemove={removeRow}
                />
              </Fragment>
            ))}
            {draft.groups.map((group, groupIndex) => (
              <Fragment key={group.id}>
                {(groupIndex > 0 || draft.conditions.length > 0) && <Joiner word="and" />}
                <Paper withBorder p="xs" role="group" aria-label={`Any of group ${groupIndex + 1}`}>
                  <Group justify="space-between" mb={4} gap="xs">
                    <Text size="sm" fw={600}>
                      {`Any of group ${groupIndex + 1}`}
                    </Text>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() =>
                        edit((current) => ({
                          ...current,
                          groups: current.groups.filter((item) => item.id !== group.id),
                        }))
                      }
                    >
                      {`Remove group ${groupIndex + 1}`}
                    </Button>
                  </Group>
                  <Stack gap="xs">
                    {group.conditions.map((condition, index) => (
                      <Fragment key={condition.id}>
                        {index > 0 && <Joiner word="or" />}
                        <FilterConditionRow
                          condition={condition}
                          fields={fields}
                          errors={errors.get(condition.id)}
                          removeLabel={`Remove condition ${index + 1} of group ${groupIndex + 1}`}
                          onChange={changeRow}
                          onRemove={removeRow}
                        />
                      </Fragment>
                    ))}
                    {groupErrors.get(group.id) && (
                      <Text size="sm" c="red.8" role="alert">
                        {groupErrors.get(group.id)}
                      </Text>
                    )}
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      style={{ alignSelf: 'flex-start' }}
                      disabled={group.conditions.length >= MAX_GROUP_FILTERS}
                      onClick={() =>
                        edit((current) => ({
                          ...current,
                          groups: current.groups.map((item) =>
                            item.id === group.id
                              ? { ...item, conditions: [...item.conditions, newCondition()] }
                              : item,
                          ),
                        }))
                      }
                    >
                      {`Add condition to group ${groupIndex + 1}`}
                    </Button>
                  </Stack>
                </Paper>
              </Fragment>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group gap="xs" mt="sm">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={draft.conditions.length >= MAX_FILTERS}
            onClick={() =>
              edit((current) => ({ ...current, conditions: [...current.conditions, newCondition()] }))
            }
          >
            Add filter
          </Button>
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={draft.groups.length >= MAX_GROUPS}
            onClick={() => edit((current) => ({ ...current, groups: [...current.groups, newGroup()] }))}
          >
            Add OR group
          </Button>
        </Group>
        <Divider my="sm" />
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" color="red" onClick={clearAll} disabled={count === 0 && empty}>
            Clear all
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={apply}>Apply</Button>
          </Group>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

function Joiner(props: { word: 'and' | 'or' }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase">
      {props.word}
    </Text>
  );
}
