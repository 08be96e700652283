import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_WARNING,
  FRESH_SIGN_IN_MINUTES,
  type DeleteAccountBody,
  type User,
} from '@hookline/domain';
import { Alert, Button, Group, List, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../ui/FormDialog.tsx';
import { useDeleteAccount } from '../hooks/use-account-settings.ts';

interface DeleteAccountDialogProps {
  opened: boolean;
  user: User;
  onClose: () => void;
}

/**
 * The account deletion warning (platform spec, section 2): what goes with the account and what stays with the
 * team, then the password asked again, or, for an account that signs in only with Google, its e-mail address
 * typed out. A refusal (the last admin of an organisation, a wait after wrong passwords) is said here.
 */
export function DeleteAccountDialog({ opened, user, onClose }: DeleteAccountDialogProps) {
  return (
    <FormDialog opened={opened} onClose={onClose} title={ACCOUNT_DELETION_WARNING.title} size={560}>
      <DeleteAccountForm user={user} onClose={onClose} />
    </FormDialog>
  );
}

function DeleteAccountForm({ user, onClose }: { user: User; onClose: () => void }) {
  const withPassword = user.hasPassword !== false;
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const removal = useDeleteAccount(user._id);
  const removedId = useId();
  const keptId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (secret.trim() === '') {
      setFieldError(
        withPassword ? ACCOUNT_DELETION_MESSAGES.passwordRequired : ACCOUNT_DELETION_MESSAGES.emailRequired,
      );
      return;
    }
    setRefusal(null);
    const body: DeleteAccountBody = withPassword ? { password: secret } : { email: secret };
    removal.mutate(body, {
      onError: (error) => {
        const message = error.message || 'Something went wrong. Please try again.';
        if (isApiError(error) && error.status === 400) setFieldError(message);
        else setRefusal(message);
      },
    });
  };

  const change = (value: string) => {
    setSecret(value);
    setFieldError(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{ACCOUNT_DELETION_WARNING.intro}</Text>
        <section aria-labelledby={removedId}>
          <Title order={3} fz="sm" id={removedId} mb={6}>
            {ACCOUNT_DELETION_WARNING.removedHeading}
          </Title>
          <List size="sm" spacing={4}>
            {ACCOUNT_DELETION_WARNING.removed.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </section>
        <section aria-labelledby={keptId}>
          <Title order={3} fz="sm" id={keptId} mb={6}>
            {ACCOUNT_DELETION_WARNING.keptHeading}
          </Title>
          <List size="sm" spacing={4}>
            {ACCOUNT_DELETION_WARNING.kept.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </section>
        {refusal && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title="Your account was not deleted"
            role="alert"
          >
            {refusal}
          </Alert>
        )}
        {withPassword ? (
          <PasswordInput
            label="Password"
            description="Enter your password to confirm it is you."
            autoComplete="current-password"
            value={secret}
            onChange={(event) => change(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
        ) : (
          <TextInput
            label="Your e-mail address"
            description={`Type ${user.email} to confirm. You signed in with Google: if it was more than ${FRESH_SIGN_IN_MINUTES} minutes ago, sign in again first.`}
            autoComplete="off"
            spellCheck={false}
            value={secret}
            onChange={(event) => change(event.currentTarget.value)}
            error={fieldError}
            data-autofocus
          />
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={removal.isPending}>
            Cancel
          </Button>
          {/* Shade 8: white words on Mantine's default red (shade 6) read at 3.3:1, under WCAG AA's 4.5:1. */}
          <Button type="submit" color="red.8" loading={removal.isPending}>
            Delete account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
