import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { SignInForm } from '../components/SignInForm.tsx';
import { keepExtensionSourceFromUrl } from '../extension/extension-sign-in.ts';
import { keepInviteIdFromUrl } from '../invite/pending-invite.ts';
import { keepLicenceCodeFromUrl } from '../licence/licence-code.ts';
import { redirectTarget } from '../session/redirect-target.ts';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();

  useEffect(() => {
    keepLicenceCodeFromUrl(search);
    keepExtensionSourceFromUrl(search);
    keepInviteIdFromUrl(search);
  }, [search]);

  const invited = search.has('inviteId');

  return (
    <AuthLayout
      title="Welcome back"
      subtitle={invited ? 'Sign in to accept your invitation.' : 'Sign in to your Hookline account.'}
    >
      <SignInForm onSignedIn={() => void navigate(redirectTarget(location.state), { replace: true })} />
    </AuthLayout>
  );
}
