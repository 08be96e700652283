import {
  ActionIcon,
  Group,
  NumberInput,
  Select,
  TextInput,
  type ComboboxItem,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { memo } from 'react';
import {
  isTextField,
  OPERATOR_LABELS,
  operatorsFor,
  withField,
  type ConditionDraft,
  type ConditionErrors,
} from './filter-draft.ts';

interface FilterConditionRowProps {
  condition: ConditionDraft;
  /** The field choices: ad attributes, then metrics. */
  fields: ComboboxItemGroup<ComboboxItem>[];
  errors?: ConditionErrors;
  /** Names the row's remove button ("Remove filter 2", "Remove condition 1 of group 1"). */
  removeLabel: string;
  onChange: (condition: ConditionDraft) => void;
  onRemove: (id: number) => void;
}

/**
 * One condition: a field (an ad attribute or a metric), an operator in words, and a value.
 * Memoised: the field list holds every metric, so rows not being edited must not render again.
 */
export const FilterConditionRow = memo(function FilterConditionRow(props: FilterConditionRowProps) {
  const { condition } = props;
  const text = isTextField(condition.field);
  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        label="Field"
        size="sm"
        searchable
        allowDeselect={false}
        data={props.fields}
        value={condition.field}
        onChange={(field) => field && props.onChange(withField(condition, field))}
        error={props.errors?.field}
        nothingFoundMessage="No field matches"
        // Every metric is a choice: mount them only while the list is open.
        comboboxProps={{ withinPortal: false, floatingStrategy: 'fixed', keepMounted: false }}
        style={{ flex: '2 1 12rem' }}
      />
      <Select
        label="Operator"
        size="sm"
        allowDeselect={false}
        data={operatorsFor(condition.field).map((operator) => ({
          value: operator,
          label: OPERATOR_LABELS[operator],
        }))}
        value={condition.operator}
        onChange={(operator) => operator && props.onChange({ ...condition, operator })}
        error={props.errors?.operator}
        comboboxProps={{ withinPortal: false, floatingStrategy: 'fixed' }}
        style={{ flex: '1 1 8rem' }}
      />
      {text ? (
        <TextInput
          label="Value"
          size="sm"
          value={condition.value}
          onChange={(event) => props.onChange({ ...condition, value: event.currentTarget.value })}
          error={props.errors?.value}
          autoComplete="off"
          style={{ flex: '2 1 10rem' }}
        />
      ) : (
        <NumberInput
          label="Value"
          size="sm"
          value={condition.value}
          onChange={(value) => props.onChange({ ...condition, value: String(value) })}
          error={props.errors?.value}
          hideControls
          style={{ flex: '2 1 10rem' }}
        />
      )}
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        mt={26}
        aria-label={props.removeLabel}
        onClick={() => props.onRemove(condition.id)}
      >
        <IconX size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
});
