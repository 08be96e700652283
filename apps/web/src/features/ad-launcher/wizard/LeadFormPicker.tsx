import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NewLeadFormDialog } from './NewLeadFormDialog.tsx';

interface LeadFormPickerProps {
  adAccountId: string;
  /** The launch settings' Page (the server's default when null). */
  pageId: string | null;
  value: string | null;
  onChange: (leadFormId: string | null) => void;
}

/** The lead form that ads with a lead call to action open: one of the Page's, or a new one. */
export function LeadFormPicker({ adAccountId, pageId, value, onChange }: LeadFormPickerProps) {
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const forms = useQuery({
    queryKey: AD_LAUNCHER_KEYS.leadForms(adAccountId, pageId),
    queryFn: ({ signal }) => adLauncherApi.leadForms(adAccountId, pageId, signal),
    retry: false,
  });
  const newForm = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => setCreating(true)}
    >
      New lead form
    </Button>
  );
  return (
    <Card withBorder radius="md" component="section" aria-label="Lead form">
      <Title order={3} fz={16} mb={4}>
        Lead form
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Ads of a leads campaign, and ads whose button is Sign up, Subscribe, Apply now or Get quote, open this
        form on the Page.
      </Text>
      {forms.isPending ? (
        <Select label="Lead form" placeholder="Loading the Page's lead forms…" data={[]} disabled />
      ) : forms.isError ? (
        <LoadError
          compact
          what="the Page's lead forms"
          retrying={forms.isFetching}
          onRetry={() => void forms.refetch()}
        />
      ) : forms.data.length === 0 ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">This Page has no lead form yet: create one for these ads.</Text>
          {newForm}
        </Stack>
      ) : (
        <Stack gap="xs" align="flex-start">
          <Select
            label="Lead form"
            placeholder="Choose a lead form"
            w="100%"
            clearable
            data={forms.data.map((form) => ({ value: form.id, label: form.name }))}
            value={value}
            onChange={onChange}
          />
          <Group>{newForm}</Group>
        </Stack>
      )}
      <NewLeadFormDialog
        opened={creating}
        adAccountId={adAccountId}
        pageId={pageId}
        onClose={() => setCreating(false)}
        onCreated={(form) => {
          setCreating(false);
          onChange(form.id);
          void queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.leadForms(adAccountId, pageId) });
        }}
      />
    </Card>
  );
}
