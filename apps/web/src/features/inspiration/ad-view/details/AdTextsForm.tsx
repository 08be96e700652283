import {
  AD_FIELD_MAX,
  AD_TEXT_MAX,
  AD_URL_MAX,
  updateInspirationFileBody,
  type InspirationFile,
  type UpdateInspirationFileBody,
} from '@hookline/domain';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

type TextField = 'page_name' | 'body' | 'title' | 'caption' | 'ctaText' | 'ctaURL';
type Draft = Record<TextField, string>;

const draftOf = (file: InspirationFile): Draft => ({
  page_name: file.page_name,
  body: file.body,
  title: file.title ?? '',
  caption: file.caption ?? '',
  ctaText: file.ctaText ?? '',
  ctaURL: file.ctaURL ?? '',
});

/** The fields that changed, as `PUT inspiration/file/{id}` takes them (an emptied optional field is null). */
export function changedTexts(file: InspirationFile, draft: Draft): UpdateInspirationFileBody {
  const before = draftOf(file);
  const body: UpdateInspirationFileBody = {};
  if (draft.page_name.trim() !== before.page_name.trim()) body.page_name = draft.page_name;
  if (draft.body.trim() !== before.body.trim()) body.body = draft.body;
  for (const field of ['title', 'caption', 'ctaText', 'ctaURL'] as const) {
    if (draft[field].trim() !== before[field].trim()) {
      body[field] = draft[field].trim() === '' ? null : draft[field];
    }
  }
  return body;
}

interface AdTextsFormProps {
  file: InspirationFile;
  saving: boolean;
  onSave: (body: UpdateInspirationFileBody) => void;
}

/**
 * An uploaded ad's words, typed by the team: the page's name, ad text, headline, caption, call to action
 * and its address. Checked with the server's own rules before they are sent.
 */
export function AdTextsForm({ file, saving, onSave }: AdTextsFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(file));
  const [errors, setErrors] = useState<Partial<Record<TextField, string>>>({});
  const changes = changedTexts(file, draft);
  const changed = Object.keys(changes).length > 0;

  const field = (name: TextField) => ({
    value: draft[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const save = () => {
    const checked = updateInspirationFileBody.safeParse(changes);
    if (!checked.success) {
      const found: Partial<Record<TextField, string>> = {};
      for (const issue of checked.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && name in draft) found[name as TextField] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onSave(changes);
  };

  return (
    <Stack gap="sm" component="section" aria-label="Ad texts">
      <div>
        <Text size="sm" fw={700}>
          Ad texts
        </Text>
        <Text size="xs" c="gray.7">
          This ad was uploaded by hand: its words are yours to fill in.
        </Text>
      </div>
      <TextInput label="Page or brand name" required maxLength={AD_FIELD_MAX} {...field('page_name')} />
      <Textarea
        label="Ad text"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={AD_TEXT_MAX}
        {...field('body')}
      />
      <TextInput label="Headline" maxLength={AD_FIELD_MAX} {...field('title')} />
      <TextInput label="Caption" maxLength={AD_FIELD_MAX} {...field('caption')} />
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label="Call to action"
          placeholder="Shop now"
          maxLength={AD_FIELD_MAX}
          {...field('ctaText')}
        />
        <TextInput
          label="Call-to-action URL"
          placeholder="https://…"
          type="url"
          maxLength={AD_URL_MAX}
          {...field('ctaURL')}
        />
      </Group>
      {changed && (
        <Group justify="flex-end" gap={6}>
          <Button
            size="compact-sm"
            variant="default"
            disabled={saving}
            onClick={() => {
              setDraft(draftOf(file));
              setErrors({});
            }}
          >
            Cancel
          </Button>
          <Button size="compact-sm" loading={saving} onClick={save}>
            Save texts
          </Button>
        </Group>
      )}
    </Stack>
  );
}
