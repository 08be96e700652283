import { MESSAGES } from '@hookline/domain';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import { toast } from '../../../ui/toasts.ts';
import { oidcInvite } from '../hooks/oidc-invite.ts';
import { completeSignIn } from '../sign-in/complete-sign-in.ts';

/** The identity provider returns here with `code` and `state`; the server turns them into a session. */
export function OidcCallbackPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    // The code can be exchanged once only, and React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    const code = search.get('code');
    const state = search.get('state');
    const iss = search.get('iss') ?? undefined;
    const inviteId = oidcInvite.take();

    const run = async () => {
      if (!code || !state) {
        toast.error(MESSAGES.oidcFailed);
        await navigate('/login', { replace: true });
        return;
      }
      try {
        const tokens = inviteId
          ? await authApi.inviteSignupOidc({ code, state, iss, inviteId })
          : await authApi.oidcCallback({ code, state, iss });
        await completeSignIn(tokens);
        await navigate('/app', { replace: true });
      } catch {
        await navigate(inviteId ? `/signup?inviteId=${encodeURIComponent(inviteId)}` : '/login', {
          replace: true,
        });
      }
    };
    void run();
  }, [navigate, search]);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="lg">
        <BrandLogo size={40} />
        <Loader size="sm" />
        <Text c="dimmed">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
