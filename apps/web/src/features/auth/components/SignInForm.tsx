import { emailSchema, loginBody, MESSAGES } from '@hookline/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../ui/toasts.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { IdentityButton } from './IdentityButton.tsx';
import { WorkEmailInput } from './WorkEmailInput.tsx';

interface SignInFormProps {
  onSignedIn: () => void;
  /** Inside the auth gate the sign-up link switches tabs instead of leaving the page. */
  onSwitchToSignUp?: () => void;
}

export function SignInForm({ onSignedIn, onSwitchToSignUp }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const signIn = useSignIn();

  const checkEmail = () => {
    if (email.trim() === '') return setEmailError(null);
    const result = emailSchema.safeParse(email);
    setEmailError(result.success ? null : MESSAGES.invalidEmail);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      toast.error(MESSAGES.invalidCredentials);
      return;
    }
    signIn.mutate(parsed.data, { onSuccess: onSignedIn });
  };

  return (
    <form onSubmit={submit} noValidate>
      <IdentityButton />
      <Stack gap="md">
        <WorkEmailInput
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (emailError) setEmailError(null);
          }}
          onBlur={checkEmail}
          error={emailError}
        />
        <div>
          <PasswordInput
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            leftSection={<IconLock size={18} />}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt={6}>
            <Anchor component={Link} to="/forgotpassword" size="sm" fw={500}>
              Forgot password?
            </Anchor>
          </Group>
        </div>
        <Button type="submit" size="md" fullWidth loading={signIn.isPending}>
          Sign in
        </Button>
        <Text size="sm" c="dimmed" ta="center">
          Don&apos;t have an account?{' '}
          {onSwitchToSignUp ? (
            <Anchor component="button" type="button" size="sm" fw={600} onClick={onSwitchToSignUp}>
              Sign up
            </Anchor>
          ) : (
            <Anchor component={Link} to="/signup" size="sm" fw={600}>
              Sign up
            </Anchor>
          )}
        </Text>
      </Stack>
    </form>
  );
}
