import { Button, Divider } from '@mantine/core';
import { IconBrandGoogleFilled } from '@tabler/icons-react';
import { useOidcConfig } from '../hooks/use-oidc-config.ts';
import { useStartOidc } from '../hooks/use-start-oidc.ts';

/** "Continue with Google" and an "or" divider, shown only when identity sign-in is configured. */
export function IdentityButton({ inviteId }: { inviteId?: string }) {
  const config = useOidcConfig();
  const start = useStartOidc();
  if (!config.data?.enabled) return null;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        size="md"
        leftSection={<IconBrandGoogleFilled size={18} />}
        loading={start.isPending}
        onClick={() => start.mutate(inviteId)}
      >
        Continue with {config.data.providerName}
      </Button>
      <Divider label="or" labelPosition="center" my="lg" />
    </>
  );
}
