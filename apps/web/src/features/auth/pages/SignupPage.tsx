import { Anchor, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { keepExtensionSourceFromUrl } from '../../../app/session/extension/extension-sign-in.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { DeadInviteAlert } from '../components/DeadInviteAlert.tsx';
import { SignUpFlow } from '../components/SignUpFlow.tsx';
import { useInviteEmail } from '../hooks/use-invite-email.ts';
import { keepLicenceCodeFromUrl } from '../licence/licence-code.ts';

const TITLES = {
  form: { title: 'Create your account', subtitle: "Bring your team's creative work into one place." },
  otp: { title: 'Check your inbox', subtitle: 'Enter the code to confirm your e-mail address.' },
  invite: { title: 'Join your team', subtitle: 'Finish setting up your account to accept the invitation.' },
};

export function SignupPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const inviteId = search.get('inviteId');
  const invite = useInviteEmail(inviteId);
  const [step, setStep] = useState<'form' | 'otp'>('form');

  useEffect(() => {
    keepLicenceCodeFromUrl(search);
    keepExtensionSourceFromUrl(search);
  }, [search]);

  const onSignedUp = () => void navigate('/app', { replace: true });
  const heading = inviteId ? TITLES.invite : TITLES[step];

  let body: ReactNode;
  if (!inviteId) {
    body = <SignUpFlow onSignedUp={onSignedUp} onStepChange={setStep} />;
  } else if (invite.isPending) {
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  } else if (invite.isError) {
    body = (
      <Stack>
        <DeadInviteAlert error={invite.error} />
        <Text size="sm" c="dimmed">
          Ask your admin for a new invitation, or{' '}
          <Anchor component={Link} to="/signup" fw={600}>
            sign up without one
          </Anchor>
          .
        </Text>
      </Stack>
    );
  } else {
    body = <SignUpFlow onSignedUp={onSignedUp} invite={{ inviteId, email: invite.data.email }} />;
  }

  return (
    <AuthLayout title={heading.title} subtitle={heading.subtitle}>
      {body}
    </AuthLayout>
  );
}
