import { BILLING_MESSAGES, contactSupportBody } from '@hookline/domain';
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core';
import { useMutation } from '../../../ui/use-mutation.ts';
import { useState } from 'react';
import { subscriptionsApi } from '../../../api/subscriptions-api.ts';

import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { toast } from '../../../ui/toasts.ts';

interface ContactSupportDialogProps {
  orgId: string;
  opened: boolean;
  /** A subject to start from, e.g. the change a manual subscription needs support for. */
  initialSubject?: string;
  onClose: () => void;
}

/** Contact Support: a subject and a message, mailed to the support address (POST subscriptions/contact-support). */
export function ContactSupportDialog({
  orgId,
  opened,
  initialSubject = '',
  onClose,
}: ContactSupportDialogProps) {
  return (
    <Modal {...DIALOG_PROPS} opened={opened} onClose={onClose} title="Contact Support" centered radius="lg">
      {opened && <SupportForm orgId={orgId} initialSubject={initialSubject} onDone={onClose} />}
    </Modal>
  );
}

function SupportForm({
  orgId,
  initialSubject,
  onDone,
}: {
  orgId: string;
  initialSubject: string;
  onDone: () => void;
}) {
  const [subject, setSubject] = useState(initialSubject);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const send = useMutation({
    mutationFn: subscriptionsApi.contactSupport,
    onSuccess: () => {
      toast.success(BILLING_MESSAGES.supportSent);
      onDone();
    },
  });

  const submit = () => {
    const parsed = contactSupportBody.safeParse({ orgId, subject, message });
    if (!parsed.success) {
      const fieldErrors: { subject?: string; message?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'subject' || field === 'message') fieldErrors[field] ??= issue.message;
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {send.isError && (
          <Alert color="red" variant="light" role="alert" title="Your message wasn’t sent">
            {send.error.message}
          </Alert>
        )}
        <TextInput
          label="Subject"
          required
          value={subject}
          maxLength={200}
          error={errors.subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
        />
        <Textarea
          label="Message"
          required
          rows={6}
          maxLength={5000}
          value={message}
          error={errors.message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
