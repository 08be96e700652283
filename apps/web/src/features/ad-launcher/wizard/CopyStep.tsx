import type { AdCopy } from '@hookline/domain';
import { Button, Card, Group, Menu, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { AdCopyFields, EMPTY_COPY } from '../components/AdCopyFields.tsx';
import { LeadFormPicker } from './LeadFormPicker.tsx';
import { needsLeadForm, plannedAds } from './wizard-state.ts';
import type { WizardStepProps } from './wizard-step-props.ts';

function pick({ primaryText, headline, description, cta, url }: AdCopy): AdCopy {
  return { primaryText, headline, description, cta, url };
}

/** Step 3: one or more copies (each multiplies the ads), then per-ad edits of name and words. */
export function CopyStep({ state, update, account, settings, templates, naming }: WizardStepProps) {
  const setCopy = (index: number, copy: AdCopy) =>
    update((current) => ({
      ...current,
      copies: current.copies.map((other, at) => (at === index ? copy : other)),
    }));
  const addCopy = (copy: AdCopy) =>
    update((current) => ({ ...current, copies: [...current.copies, pick(copy)] }));
  const removeCopy = (index: number) =>
    update((current) => ({
      ...current,
      copies: current.copies.filter((_copy, at) => at !== index),
      overrides: {},
    }));
  const ads = plannedAds(state, naming);
  const edit = (key: string, change: { name?: string; headline?: string; primaryText?: string }) =>
    update((current) => ({
      ...current,
      overrides: { ...current.overrides, [key]: { ...current.overrides[key], ...change } },
    }));

  return (
    <Stack gap="lg">
      {state.copies.map((copy, index) => (
        <Card key={index} withBorder radius="md" component="section" aria-label={`Copy ${index + 1}`}>
          <Group justify="space-between" mb="sm">
            <Title order={3} fz={16}>
              Copy {index + 1}
            </Title>
            {state.copies.length > 1 && (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => removeCopy(index)}
              >
                Remove copy {index + 1}
              </Button>
            )}
          </Group>
          <AdCopyFields value={copy} onChange={(next) => setCopy(index, next)} />
        </Card>
      ))}
      <Group>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button variant="default" leftSection={<IconPlus size={16} />}>
              Add a copy
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => addCopy(EMPTY_COPY)}>Blank copy</Menu.Item>
            {settings.defaultAdCopy && (
              <Menu.Item onClick={() => settings.defaultAdCopy && addCopy(settings.defaultAdCopy)}>
                Default copy
              </Menu.Item>
            )}
            {templates.length > 0 && <Menu.Label>Copy templates</Menu.Label>}
            {templates.map((template) => (
              <Menu.Item key={template._id} onClick={() => addCopy(template)}>
                {template.name}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Text size="sm" c="dimmed">
          {ads.length === 1 ? '1 ad' : `${ads.length} ads`}: each group of creatives with each copy.
        </Text>
      </Group>
      {needsLeadForm(state) && (
        <LeadFormPicker
          adAccountId={account._id}
          pageId={settings.launchSettings.pageId}
          value={state.leadFormId}
          onChange={(leadFormId) => update((current) => ({ ...current, leadFormId }))}
        />
      )}
      {ads.length > 0 && (
        <section aria-label="Ads">
          <Title order={3} fz={16} mb="xs">
            Edit single ads
          </Title>
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Ad name</Table.Th>
                  <Table.Th>Headline</Table.Th>
                  <Table.Th>Primary text</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {ads.map((ad, index) => (
                  <Table.Tr key={ad.key}>
                    <Table.Td>
                      <TextInput
                        aria-label={`Name of ad ${index + 1}`}
                        size="xs"
                        value={ad.payload.name ?? ''}
                        onChange={(event) => edit(ad.key, { name: event.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Headline of ad ${index + 1}`}
                        size="xs"
                        value={ad.payload.copy.headline}
                        onChange={(event) => edit(ad.key, { headline: event.currentTarget.value })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Primary text of ad ${index + 1}`}
                        size="xs"
                        value={ad.payload.copy.primaryText}
                        onChange={(event) => edit(ad.key, { primaryText: event.currentTarget.value })}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </section>
      )}
    </Stack>
  );
}
