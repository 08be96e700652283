import { MESSAGES, OTP_LENGTH, otpSchema, TOAST_MISSING_OTP_MS } from '@hookline/domain';
import { Anchor, Button, Center, Group, PinInput, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowLeft, IconMailOpened } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../../../ui/toasts.ts';

const RESEND_COOLDOWN_SECONDS = 30;

interface OtpStepProps {
  email: string;
  submitLabel: string;
  submitting: boolean;
  /**
   * Sends the code. A promise of the server's refusal (a wrong or expired code) shows it beside the digits
   * and clears them for the next try.
   */
  onSubmit: (otp: string) => void | Promise<string | null>;
  onResend: () => Promise<unknown>;
  onBack: () => void;
  /** Fields that travel with the code, e.g. the new password of a reset. */
  children?: ReactNode;
}

/** The 4-digit code step: separate boxes that advance, step back and take a pasted code. */
export function OtpStep({
  email,
  submitLabel,
  submitting,
  onSubmit,
  onResend,
  onBack,
  children,
}: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_SECONDS);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = window.setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [cooldown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!otpSchema.safeParse(otp).success) {
      toast.error(MESSAGES.otpRequired, { autoClose: TOAST_MISSING_OTP_MS });
      return;
    }
    setRefusal(null);
    const answer = onSubmit(otp);
    if (answer) {
      void answer.then((message) => {
        if (!message) return;
        setRefusal(message);
        setOtp('');
      });
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      await onResend();
      toast.success(MESSAGES.otpResent);
      setOtp('');
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch {
      // The HTTP client has already shown why the code could not be sent.
    } finally {
      setResending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light">
            <IconMailOpened size={20} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            We sent a {OTP_LENGTH}-digit code to{' '}
            <Text span fw={600} c="dark.7">
              {email}
            </Text>
            . It expires in a few minutes.
          </Text>
        </Group>
        <Center>
          <PinInput
            length={OTP_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            autoFocus
            size="xl"
            gap="md"
            value={otp}
            onChange={(value) => {
              setOtp(value);
              setRefusal(null);
            }}
            error={refusal !== null}
            placeholder=""
            ariaLabel="One-time code digit"
          />
        </Center>
        {refusal && (
          <Text size="sm" c="red.8" ta="center" role="alert">
            {refusal}
          </Text>
        )}
        {children}
        <Button type="submit" size="md" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onBack}>
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              Use a different e-mail
            </Group>
          </Anchor>
          {cooldown > 0 ? (
            <Text size="sm" c="dimmed">
              Resend code in {cooldown}s
            </Text>
          ) : (
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={600}
              disabled={resending}
              onClick={() => void resend()}
            >
              Resend code
            </Anchor>
          )}
        </Group>
      </Stack>
    </form>
  );
}
