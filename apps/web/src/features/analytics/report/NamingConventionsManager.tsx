import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { NamingConvention } from '../../../api/report-library-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { NamingConventionDialog } from './controls/NamingConventionDialog.tsx';
import { useNamingConventionActions } from './use-report-actions.ts';

interface NamingConventionsManagerProps {
  opened: boolean;
  onClose: () => void;
  workspaceId: string;
  adAccountId: string;
  conventions: NamingConvention[];
  sampleAdNames: string[];
}

/** The account's naming conventions: pick one to edit, or add one; the editor previews the account's ad names. */
export function NamingConventionsManager(props: NamingConventionsManagerProps) {
  const { save, remove } = useNamingConventionActions(props.workspaceId, props.adAccountId);
  const [editing, setEditing] = useState<NamingConvention | 'new' | null>(null);
  const convention = editing === 'new' || editing === null ? undefined : editing;

  return (
    <>
      <Modal
        {...DIALOG_PROPS}
        opened={props.opened && editing === null}
        onClose={props.onClose}
        title="Naming conventions"
        centered
        radius="lg"
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            A naming convention splits this account’s ad names into properties, such as angle, creator or
            format, so that the report can group ads by any of them.
          </Text>
          {props.conventions.length === 0 && <Text size="sm">No naming conventions yet.</Text>}
          {props.conventions.map((item) => (
            <UnstyledButton key={item._id} onClick={() => setEditing(item)} aria-label={`Edit ${item.name}`}>
              <Group
                justify="space-between"
                wrap="nowrap"
                p="xs"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
              >
                <div>
                  <Text size="sm" fw={600}>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {item.properties.join(` ${item.separator} `)}
                  </Text>
                </div>
                <IconChevronRight size={16} aria-hidden />
              </Group>
            </UnstyledButton>
          ))}
          <Group justify="flex-end" mt="xs">
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              New naming convention
            </Button>
          </Group>
        </Stack>
      </Modal>
      <NamingConventionDialog
        opened={props.opened && editing !== null}
        onClose={() => setEditing(null)}
        convention={convention}
        sampleAdNames={props.sampleAdNames}
        onSubmit={async (fields) => {
          await save.mutateAsync({ ...fields, conventionId: convention?._id });
          setEditing(null);
        }}
        onDelete={
          convention
            ? async () => {
                await remove.mutateAsync(convention._id);
                setEditing(null);
              }
            : undefined
        }
      />
    </>
  );
}
