import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { NamingConvention } from '../../../../api/report-library-api.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.tsx';
import { DIALOG_PROPS } from '../../../../ui/dialog-props.ts';
import {
  checkConvention,
  guessProperties,
  previewRows,
  SEPARATOR_CHOICES,
  type ConventionErrors,
  type NamingConventionFields,
} from './naming-convention-form.ts';

export interface NamingConventionDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The convention to edit; a new one when absent. */
  convention?: NamingConvention;
  /** Ad names of the account, for the live preview and the guess. */
  sampleAdNames: readonly string[];
  /** Saves the checked fields; the dialog closes when it resolves and stays open when it rejects. */
  onSubmit: (fields: NamingConventionFields) => Promise<unknown>;
  /** Deletes the convention being edited; the action shows only when given. */
  onDelete?: () => Promise<unknown>;
}

/**
 * Creates or edits a naming convention: how ad names split into properties the report can group by.
 * A preview splits the sample names as the fields change.
 */
export function NamingConventionDialog(props: NamingConventionDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title={props.convention ? 'Edit naming convention' : 'New naming convention'}
      size="min(44rem, calc(100vw - 2rem))"
      centered
    >
      {props.opened && <ConventionForm key={props.convention?._id ?? 'new'} {...props} />}
    </Modal>
  );
}

interface PropertyRow {
  id: number;
  name: string;
}

const CUSTOM = 'custom';

/** Rows keep their identity while they are renamed and moved. */
let lastRowId = 0;
const row = (name: string): PropertyRow => ({ id: ++lastRowId, name });

function ConventionForm(props: NamingConventionDialogProps) {
  const initialSeparator = props.convention?.separator ?? '_';
  const isCommon = SEPARATOR_CHOICES.some((choice) => choice.value === initialSeparator);

  const [name, setName] = useState(props.convention?.name ?? '');
  const [separatorChoice, setSeparatorChoice] = useState<string>(isCommon ? initialSeparator : CUSTOM);
  const [customSeparator, setCustomSeparator] = useState(isCommon ? '' : initialSeparator);
  const [properties, setProperties] = useState<PropertyRow[]>(() =>
    (props.convention?.properties ?? ['']).map(row),
  );
  const [errors, setErrors] = useState<ConventionErrors | null>(null);
  const [pending, setPending] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const separator = separatorChoice === CUSTOM ? customSeparator : separatorChoice;
  const names = properties.map((property) => property.name);
  const fields: NamingConventionFields = { name, separator, properties: names };

  const change = (update: () => void) => {
    update();
    setErrors(null);
  };
  const renameProperty = (id: number, value: string) =>
    change(() =>
      setProperties((list) => list.map((item) => (item.id === id ? { ...item, name: value } : item))),
    );
  const moveProperty = (index: number, delta: -1 | 1) =>
    change(() =>
      setProperties((list) => {
        const next = [...list];
        const [moved] = next.splice(index, 1);
        if (moved) next.splice(index + delta, 0, moved);
        return next;
      }),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkConvention(fields);
    if (!checked.data) {
      setErrors(checked.errors);
      return;
    }
    setPending(true);
    try {
      await props.onSubmit(checked.data);
      props.onClose();
    } catch {
      // The failed call raised its own error toast; the fields stay for another try.
    } finally {
      setPending(false);
    }
  };

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await props.onDelete?.();
      setConfirmingDelete(false);
      props.onClose();
    } catch {
      // As above: the toast says what failed.
    } finally {
      setDeleting(false);
    }
  };

  const rows = previewRows(props.sampleAdNames, separator, names);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change(() => setName(value));
          }}
          error={errors?.name}
          autoComplete="off"
          data-autofocus
        />
        <Radio.Group
          label="Separator"
          value={separatorChoice}
          onChange={(value) => change(() => setSeparatorChoice(value))}
          error={separatorChoice === CUSTOM ? undefined : errors?.separator}
        >
          <Group gap="md" mt={6}>
            {SEPARATOR_CHOICES.map((choice) => (
              <Radio key={choice.value} value={choice.value} label={choice.label} />
            ))}
            <Radio value={CUSTOM} label="Custom" />
          </Group>
        </Radio.Group>
        {separatorChoice === CUSTOM && (
          <TextInput
            label="Custom separator"
            value={customSeparator}
            onChange={(event) => {
              const value = event.currentTarget.value;
              change(() => setCustomSeparator(value));
            }}
            error={errors?.separator}
            maw="12rem"
            autoComplete="off"
          />
        )}

        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Title order={3} size="sm">
              Properties
            </Title>
            {props.sampleAdNames.length > 0 && (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<IconWand size={16} aria-hidden />}
                disabled={separator === ''}
                onClick={() =>
                  change(() => setProperties(guessProperties(props.sampleAdNames, separator, names).map(row)))
                }
              >
                Guess from ad names
              </Button>
            )}
          </Group>
          {properties.map((property, index) => (
            <Group key={property.id} gap={4} align="flex-start" wrap="nowrap">
              <TextInput
                label={`Property ${index + 1}`}
                value={property.name}
                onChange={(event) => renameProperty(property.id, event.currentTarget.value)}
                error={errors?.property[index]}
                style={{ flex: 1 }}
                size="sm"
                autoComplete="off"
              />
              <Group gap={2} mt={26} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Move property ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => moveProperty(index, -1)}
                >
                  <IconArrowUp size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={`Move property ${index + 1} down`}
                  disabled={index === properties.length - 1}
                  onClick={() => moveProperty(index, 1)}
                >
                  <IconArrowDown size={16} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove property ${index + 1}`}
                  onClick={() =>
                    change(() => setProperties((list) => list.filter((item) => item.id !== property.id)))
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          {errors?.properties && (
            <Text size="sm" c="red.8" role="alert">
              {errors.properties}
            </Text>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
            disabled={properties.length >= 20}
            onClick={() => change(() => setProperties((list) => [...list, row('')]))}
          >
            Add property
          </Button>
        </Stack>

        <ConventionPreview rows={rows} properties={names} />

        <Group justify="space-between" gap="sm">
          {props.convention && props.onDelete ? (
            <Button variant="subtle" color="red" onClick={() => setConfirmingDelete(true)} disabled={pending}>
              Delete
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              {props.convention ? 'Save changes' : 'Create naming convention'}
            </Button>
          </Group>
        </Group>
      </Stack>

      <ConfirmDialog
        opened={confirmingDelete}
        title="Delete naming convention"
        confirmLabel="Delete"
        danger
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirmingDelete(false)}
      >
        {`Delete “${props.convention?.name ?? ''}”? Reports grouped by it go back to grouping by ad name.`}
      </ConfirmDialog>
    </form>
  );
}

function ConventionPreview(props: { rows: ReturnType<typeof previewRows>; properties: string[] }) {
  if (props.rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No ad names to preview yet.
      </Text>
    );
  }
  return (
    <Table layout="fixed" withTableBorder fz="sm" verticalSpacing={4} style={{ overflowWrap: 'anywhere' }}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
        Preview: how the first ad names split
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Ad name</Table.Th>
          {props.properties.map((property, index) => (
            <Table.Th key={index}>{property || `Property ${index + 1}`}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row, rowIndex) => (
          <Table.Tr key={rowIndex} bg={row.short ? 'var(--mantine-color-yellow-light)' : undefined}>
            <Table.Td>
              {row.adName}
              {row.short && (
                <Badge ml={6} size="xs" color="yellow" variant="light">
                  Fewer parts
                </Badge>
              )}
            </Table.Td>
            {row.parts.map((part, index) => (
              <Table.Td key={index}>{part ?? '–'}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
