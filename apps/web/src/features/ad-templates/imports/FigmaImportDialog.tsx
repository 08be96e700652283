import { TEMPLATE_MESSAGES } from '@hookline/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { importRefusal, useTemplateImport } from './use-template-import.ts';

interface FigmaImportDialogProps {
  opened: boolean;
  workspaceId: string;
  onClose: () => void;
}

/**
 * "Import from Figma": a frame's link (`figma.com/design/…?node-id=…`) made one of the organisation's
 * templates. The server's refusal (Figma not set up, a link that names no frame) is said in the field.
 */
export function FigmaImportDialog({ opened, workspaceId, onClose }: FigmaImportDialogProps) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const importing = useTemplateImport(workspaceId);

  const close = () => {
    setLink('');
    setError(null);
    onClose();
  };
  const submit = () => {
    const figmaUrl = link.trim();
    if (figmaUrl === '') {
      setError(TEMPLATE_MESSAGES.figmaUrlInvalid);
      return;
    }
    setError(null);
    importing.mutateAsync({ figmaUrl }).then(close, (refusal: unknown) => setError(importRefusal(refusal)));
  };

  return (
    <Modal opened={opened} onClose={close} title="Import from Figma" centered size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            The frame becomes one of your organisation’s templates, with its preview. Importing the same frame
            again refreshes it.
          </Text>
          <TextInput
            label="Figma frame link"
            description="In Figma, right-click the frame and choose Copy link to selection."
            placeholder="https://www.figma.com/design/…?node-id=…"
            value={link}
            onChange={(event) => {
              setLink(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
            autoComplete="off"
            type="url"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={importing.isPending}>
              Import
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
