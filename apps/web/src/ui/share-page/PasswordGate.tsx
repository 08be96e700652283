import { SHARE_LINK_MESSAGES } from '@hookline/domain';
import { Alert, Button, Paper, PasswordInput, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './share-page-frame.module.css';

interface PasswordGateProps {
  /** Whether the link asks for a password; one without is simply opened again. */
  passwordProtected: boolean;
  /** Why the viewer is here again (their access ended), in the server's words. */
  notice: string | null;
  /** The server's refusal of the last try (a wrong password, too many tries). */
  error: string | null;
  opening: boolean;
  onOpen: (password: string | undefined) => void;
}

/** The link's gate: 'Please enter the password to open this link', and the server's answer to each try. */
export function PasswordGate({ passwordProtected, notice, error, opening, onOpen }: PasswordGateProps) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <main className={classes.centre}>
      <Paper withBorder radius="lg" p={32} maw={420} w="100%" shadow="sm">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (passwordProtected && password === '') {
              setMissing(true);
              return;
            }
            onOpen(passwordProtected ? password : undefined);
          }}
        >
          <Stack gap="md">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
              <IconLock size={24} />
            </ThemeIcon>
            <Title order={1} fz={22}>
              {passwordProtected ? 'This link is protected' : 'Open this link'}
            </Title>
            {notice && (
              <Alert color="yellow" variant="light" role="status">
                {notice}
              </Alert>
            )}
            {passwordProtected ? (
              <>
                <Text size="sm" c="gray.7">
                  {SHARE_LINK_MESSAGES.passwordRequired}
                </Text>
                <PasswordInput
                  label="Password"
                  value={password}
                  onChange={(event) => {
                    setPassword(event.currentTarget.value);
                    setMissing(false);
                  }}
                  error={missing ? SHARE_LINK_MESSAGES.passwordRequired : error}
                  autoFocus
                  autoComplete="off"
                />
              </>
            ) : (
              error && (
                <Text size="sm" c="red.8" role="alert">
                  {error}
                </Text>
              )
            )}
            <Button type="submit" loading={opening} fullWidth>
              Open
            </Button>
          </Stack>
        </form>
      </Paper>
    </main>
  );
}
