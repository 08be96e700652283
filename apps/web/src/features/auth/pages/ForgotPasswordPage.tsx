import { emailSchema, newPasswordSchema } from '@hookline/domain';
import { Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { OtpStep } from '../components/OtpStep.tsx';
import { WorkEmailInput } from '../components/WorkEmailInput.tsx';
import { useRequestPasswordReset, useResetPassword } from '../hooks/use-reset-password.ts';

function BackToSignIn() {
  return (
    <Group justify="center" mt="lg">
      <Anchor component={Link} to="/login" size="sm" c="dimmed">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} />
          Back to sign in
        </Group>
      </Anchor>
    </Group>
  );
}

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const requestReset = useRequestPasswordReset();
  const resetPassword = useResetPassword();

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setEmailError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    requestReset.mutate(parsed.data, { onSuccess: () => setSentTo(parsed.data) });
  };

  const reset = (otp: string) => {
    if (!sentTo) return;
    const parsed = newPasswordSchema.safeParse(password);
    if (!parsed.success) {
      setPasswordError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    resetPassword.mutate(
      { email: sentTo, otp, password: parsed.data },
      { onSuccess: () => void navigate('/login', { replace: true }) },
    );
  };

  if (sentTo) {
    return (
      <AuthLayout
        title="Choose a new password"
        subtitle="Enter the code from your inbox and your new password."
      >
        <OtpStep
          email={sentTo}
          submitLabel="Reset password"
          submitting={resetPassword.isPending}
          onSubmit={reset}
          onResend={() => authApi.forgotPassword(sentTo)}
          onBack={() => setSentTo(null)}
        >
          <PasswordInput
            label="New password"
            placeholder="At least 6 characters"
            autoComplete="new-password"
            leftSection={<IconLock size={18} />}
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setPasswordError(null);
            }}
            error={passwordError}
          />
        </OtpStep>
        <BackToSignIn />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset your password" subtitle="We will e-mail you a 4-digit code to set a new one.">
      <form onSubmit={sendCode} noValidate>
        <Stack gap="md">
          <WorkEmailInput
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setEmailError(null);
            }}
            error={emailError}
          />
          <Button type="submit" size="md" fullWidth loading={requestReset.isPending}>
            Send reset code
          </Button>
          <Text size="xs" c="dimmed" ta="center">
            The code is valid for a few minutes. Check your spam folder if it does not arrive.
          </Text>
        </Stack>
      </form>
      <BackToSignIn />
    </AuthLayout>
  );
}
