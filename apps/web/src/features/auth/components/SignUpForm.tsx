import { MESSAGES } from '@hookline/domain';
import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock, IconUser } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../ui/toasts.ts';
import type { SignUpDetails } from '../hooks/use-sign-up.ts';
import { IdentityButton } from './IdentityButton.tsx';
import { WorkEmailInput } from './WorkEmailInput.tsx';
import { hasEmptyField, validateSignUp, type SignUpErrors } from './sign-up-validation.ts';

interface SignUpFormProps {
  initial: SignUpDetails;
  /** The invited address, shown read-only. */
  lockedEmail?: string;
  inviteId?: string;
  submitting: boolean;
  onSubmit: (details: SignUpDetails) => void;
  onSwitchToSignIn?: () => void;
}

export function SignUpForm({
  initial,
  lockedEmail,
  inviteId,
  submitting,
  onSubmit,
  onSwitchToSignIn,
}: SignUpFormProps) {
  const [values, setValues] = useState<SignUpDetails>({ ...initial, email: lockedEmail ?? initial.email });
  const [errors, setErrors] = useState<SignUpErrors>({});

  const change = (field: keyof SignUpDetails) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (hasEmptyField(values)) {
      toast.error(MESSAGES.fillAllDetails);
      return;
    }
    const { data, errors: found } = validateSignUp(values);
    setErrors(found);
    if (data) onSubmit(data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <IdentityButton inviteId={inviteId} />
      <Stack gap="md">
        <TextInput
          label="Full name"
          placeholder="Jordan Lee"
          autoComplete="name"
          leftSection={<IconUser size={18} />}
          value={values.userName}
          onChange={change('userName')}
          error={errors.userName}
        />
        <WorkEmailInput
          value={values.email}
          onChange={change('email')}
          readOnly={lockedEmail !== undefined}
          description={lockedEmail !== undefined ? 'You were invited with this address' : undefined}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          leftSection={<IconLock size={18} />}
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {inviteId ? 'Accept invitation' : 'Create account'}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {inviteId
            ? 'Your invitation confirms this address, so no code is needed.'
            : 'Use your business e-mail. We will send a 4-digit code to confirm it.'}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          Already have an account?{' '}
          {onSwitchToSignIn ? (
            <Anchor component="button" type="button" size="sm" fw={600} onClick={onSwitchToSignIn}>
              Sign in
            </Anchor>
          ) : (
            <Anchor component={Link} to="/login" size="sm" fw={600}>
              Sign in
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
