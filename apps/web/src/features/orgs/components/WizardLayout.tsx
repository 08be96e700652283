import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLogout } from '../../../app/session/use-logout.ts';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import classes from './WizardLayout.module.css';

/** The frame of the first-run wizard: no sidebar yet, the brand, who is signed in and a way out. */
export function WizardLayout({ email, children }: { email: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <div className={classes.root}>
      <header className={classes.bar}>
        <BrandLogo size={30} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as {email}
          </Text>
          <Text size="sm" c="dimmed" aria-hidden>
            ·
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => logout.mutate()}>
            Log out
          </Anchor>
        </Group>
      </header>
      <main className={classes.content}>{children}</main>
    </div>
  );
}
