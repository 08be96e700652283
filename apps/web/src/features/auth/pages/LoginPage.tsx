import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { keepExtensionSourceFromUrl } from '../../../app/session/extension/extension-sign-in.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { DeadInviteAlert } from '../components/DeadInviteAlert.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { useInviteEmail } from '../hooks/use-invite-email.ts';
import { clearPendingInvite, keepInviteIdFromUrl } from '../invite/pending-invite.ts';
import { keepLicenceCodeFromUrl } from '../licence/licence-code.ts';
import { redirectTarget } from '../sign-in/redirect-target.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  useEffect(() => {
    keepLicenceCodeFromUrl(search);
    keepExtensionSourceFromUrl(search);
    keepInviteIdFromUrl(search);
  }, [search]);

  // Checked before sign-in, so an expired or replaced link is explained here rather than after.
  const invite = useInviteEmail(search.get('inviteId'));
  useEffect(() => {
    if (invite.isError) clearPendingInvite();
  }, [invite.isError]);

  const invited = search.has('inviteId') && !invite.isError;

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={invited ? 'Sign in to accept your invitation.' : 'Sign in to your Hookline account.'}
    >
      {invite.isError && (
        <Box mb="lg">
          <DeadInviteAlert error={invite.error} />
        </Box>
      )}
      <SignInForm onSignedIn={() => void navigate(redirectTarget(location.state), { replace: true })} />
    </AuthLayout>
  );
}
