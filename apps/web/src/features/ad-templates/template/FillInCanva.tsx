import { TEMPLATE_MESSAGES, type Template } from '@hookline/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertCircle, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ORG_KEYS } from '../../../api/orgs-api.ts';
import { planLimitMessage } from '../../../api/plan-limit-error.ts';
import { TEMPLATE_KEYS, templatesApi } from '../../../api/templates-api.ts';
import { LimitReachedDialog } from '../../../ui/LimitReachedDialog.tsx';
import { NewTabNote } from '../../../ui/NewTabNote.tsx';
import { toast } from '../../../ui/toasts.ts';
import { useMutation } from '../../../ui/use-mutation.ts';
import { importRefusal } from '../imports/use-template-import.ts';
import { TEMPLATE_UPGRADE_TEXT } from './use-template-use.ts';

const LONG_TEXT_ROLES = new Set(['body', 'quote']);

/** Canva's design link, when it is one worth opening: over https. */
function httpsOnly(url: string): string | null {
  try {
    return new URL(url).protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
const TITLE_MAX = 200;

interface FillInCanvaProps {
  template: Template;
  workspaceId: string;
  orgId: string | undefined;
}

/** A slot's words: required to stay within the layout's length. */
function validate(template: Template, texts: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const slot of template.slots) {
    if (slot.kind !== 'text' || slot.maxLength === null) continue;
    if ((texts[slot.key] ?? '').length > slot.maxLength) {
      errors[slot.key] = TEMPLATE_MESSAGES.textTooLong(slot.label, slot.maxLength);
    }
  }
  return errors;
}

/**
 * "Fill in Canva" on a Canva brand template: its text slots filled here, made into a new design in the
 * organisation's Canva (`POST templates/{id}/autofill`, which counts as a use), opened in a new tab. The
 * plan's refusal opens the limit dialog; any other is said in the form.
 */
export function FillInCanva({ template, workspaceId, orgId }: FillInCanvaProps) {
  const queryClient = useQueryClient();
  const textSlots = template.slots.filter((slot) => slot.kind === 'text');
  const initial = () => Object.fromEntries(textSlots.map((slot) => [slot.key, slot.default ?? '']));
  const [opened, setOpened] = useState(false);
  const [texts, setTexts] = useState<Record<string, string>>(initial);
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [designURL, setDesignURL] = useState<string | null>(null);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  const autofill = useMutation({
    mutationFn: (body: Parameters<typeof templatesApi.autofill>[1]) =>
      templatesApi.autofill(template._id, body),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setDesignURL(httpsOnly(answer.designURL));
      queryClient.setQueryData(TEMPLATE_KEYS.template(template._id), (current: Template | undefined) =>
        current ? { ...current, isSaved: true } : current,
      );
      if (orgId) {
        void queryClient.invalidateQueries({ queryKey: TEMPLATE_KEYS.count(orgId) });
        void queryClient.invalidateQueries({ queryKey: ORG_KEYS.usage(orgId) });
      }
    },
  });

  const open = () => {
    setTexts(initial());
    setTitle('');
    setErrors({});
    setRefusal(null);
    setDesignURL(null);
    setOpened(true);
  };

  /**
   * The design opens in a tab made at once (one opened after the call would be blocked as a pop-up), sent
   * to the design when Canva answers and closed on a refusal.
   */
  const submit = () => {
    setRefusal(null);
    const found = validate(template, texts);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    const trimmedTitle = title.trim();
    autofill
      .mutateAsync({ workspaceId, fields: texts, ...(trimmedTitle ? { title: trimmedTitle } : {}) })
      .then(
        (answer) => {
          const url = httpsOnly(answer.designURL);
          if (url === null) tab?.close();
          else if (tab) tab.location.href = url;
          else window.open(url, '_blank', 'noopener');
        },
        (error: unknown) => {
          tab?.close();
          const limit = planLimitMessage(error);
          if (limit !== null) {
            setOpened(false);
            setLimitMessage(limit);
            return;
          }
          if (isApiError(error) && error.canceled) return;
          setRefusal(importRefusal(error));
        },
      );
  };

  return (
    <>
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={open}>
        Fill in Canva
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Fill in Canva" centered size="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Your words go into a new copy of “{template.name}” in your organisation’s Canva, which opens in
              a new tab. It counts as using the template.
            </Text>
            {textSlots.length === 0 && (
              <Text size="sm">This brand template has no text fields: its copy opens as it is.</Text>
            )}
            {textSlots.map((slot) => {
              const value = texts[slot.key] ?? '';
              const Field = LONG_TEXT_ROLES.has(slot.role) ? Textarea : TextInput;
              return (
                <Field
                  key={slot.key}
                  label={slot.label}
                  value={value}
                  description={
                    slot.maxLength === null ? undefined : `${value.length} of ${slot.maxLength} characters`
                  }
                  error={errors[slot.key]}
                  onChange={(event) => {
                    const text = event.currentTarget.value;
                    setTexts((current) => ({ ...current, [slot.key]: text }));
                  }}
                />
              );
            })}
            <TextInput
              label="Design title"
              description="Optional: the name of the new design in Canva."
              value={title}
              maxLength={TITLE_MAX}
              onChange={(event) => setTitle(event.currentTarget.value)}
            />
            {refusal && (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                role="alert"
              >
                {refusal}
              </Alert>
            )}
            {designURL && (
              <Alert color="teal" variant="light" role="status" title={TEMPLATE_MESSAGES.autofilled}>
                <Anchor href={designURL} target="_blank" rel="noopener noreferrer" size="sm">
                  Open your design in Canva
                  <NewTabNote />
                </Anchor>
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)}>
                {designURL ? 'Close' : 'Cancel'}
              </Button>
              <Button type="submit" loading={autofill.isPending}>
                Make the design in Canva
                <NewTabNote />
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <LimitReachedDialog
        limit={limitMessage === null ? null : { message: limitMessage, upgradeText: TEMPLATE_UPGRADE_TEXT }}
        onClose={() => setLimitMessage(null)}
      />
    </>
  );
}
