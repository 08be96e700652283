import { LEAD_QUESTION_TYPES, leadFormBody, type LeadForm } from '@hookline/domain';
import { Button, Checkbox, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { adLauncherApi } from '../../../api/adlauncher-api.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useMutation } from '../../../ui/use-mutation.ts';

type QuestionType = (typeof LEAD_QUESTION_TYPES)[number];

const QUESTION_LABELS: Record<QuestionType, string> = {
  EMAIL: 'Email',
  FULL_NAME: 'Full name',
  PHONE: 'Phone number',
  CITY: 'City',
  COMPANY_NAME: 'Company name',
  JOB_TITLE: 'Job title',
  CUSTOM: 'A question of your own',
};

interface NewLeadFormDialogProps {
  opened: boolean;
  adAccountId: string;
  pageId: string | null;
  onClose: () => void;
  onCreated: (form: LeadForm) => void;
}

/** "New lead form": its name, the questions it asks and the privacy policy it links to. */
export function NewLeadFormDialog(props: NewLeadFormDialogProps) {
  return (
    <FormDialog opened={props.opened} onClose={props.onClose} title="New lead form" size={560}>
      <NewLeadForm {...props} />
    </FormDialog>
  );
}

function NewLeadForm({ adAccountId, pageId, onClose, onCreated }: NewLeadFormDialogProps) {
  const [name, setName] = useState('');
  const [questions, setQuestions] = useState<QuestionType[]>(['FULL_NAME', 'EMAIL']);
  const [customLabel, setCustomLabel] = useState('');
  const [privacyPolicyUrl, setPrivacyPolicyUrl] = useState('');
  const [privacyPolicyLinkText, setPrivacyPolicyLinkText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: (body: Parameters<typeof adLauncherApi.createLeadForm>[1]) =>
      adLauncherApi.createLeadForm(adAccountId, body),
    onSuccess: onCreated,
  });
  const submit = () => {
    const body = {
      ...(pageId ? { pageId } : {}),
      name,
      questions: LEAD_QUESTION_TYPES.filter((type) => questions.includes(type)).map((type) =>
        type === 'CUSTOM' ? { type, label: customLabel } : { type },
      ),
      privacyPolicyUrl,
      ...(privacyPolicyLinkText.trim() ? { privacyPolicyLinkText } : {}),
    };
    const parsed = leadFormBody.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'name');
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Form name"
          withAsterisk
          data-autofocus
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors['name']}
        />
        <Checkbox.Group
          label="Questions"
          value={questions}
          onChange={setQuestions}
          error={errors['questions']}
        >
          <SimpleGrid cols={2} mt={6} spacing="xs">
            {LEAD_QUESTION_TYPES.map((type) => (
              <Checkbox key={type} value={type} label={QUESTION_LABELS[type]} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {questions.includes('CUSTOM') && (
          <TextInput
            label="Your question"
            value={customLabel}
            onChange={(event) => setCustomLabel(event.currentTarget.value)}
          />
        )}
        <TextInput
          label="Privacy policy link"
          placeholder="https://example.com/privacy"
          withAsterisk
          value={privacyPolicyUrl}
          onChange={(event) => setPrivacyPolicyUrl(event.currentTarget.value)}
          error={errors['privacyPolicyUrl']}
        />
        <TextInput
          label="Privacy policy link text"
          placeholder="Privacy policy"
          value={privacyPolicyLinkText}
          onChange={(event) => setPrivacyPolicyLinkText(event.currentTarget.value)}
          error={errors['privacyPolicyLinkText']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create lead form
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
