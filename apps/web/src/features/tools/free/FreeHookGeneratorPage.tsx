import { TOOLS_MESSAGES } from '@hookline/domain';
import { Anchor, Box, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '../../../api/auth-api.ts';
import { useIsAuthenticated } from '../../../app/session/use-session.ts';
import { AuthGate } from '../../../ui/auth-gate-slot.tsx';
import { useBotCheck } from '../../../ui/bot-check/use-bot-check.tsx';
import { BrandLogo } from '../../../ui/BrandLogo.tsx';
import { GeneratedHooks } from '../hook-generator/GeneratedHooks.tsx';
import { HookForm } from '../hook-generator/HookForm.tsx';
import { useHookGeneration, type GenerateRequest } from '../hook-generator/use-hook-generation.ts';
import { TOOLS_PATHS } from '../tools-paths.ts';

type GateState = { opened: false } | { opened: true; tab: 'signin' | 'signup' };

/** What a signed-out visitor is told of the free tries: unknown before the first answer, then the count. */
function TriesNote({ triesLeft }: { triesLeft: number | null }) {
  let text = 'Free to try, no account needed.';
  if (triesLeft === 0) text = TOOLS_MESSAGES.signedOutLimit;
  else if (triesLeft !== null) text = `${triesLeft} free ${triesLeft === 1 ? 'try' : 'tries'} left`;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}

/**
 * `/tools/hook-generator`: the hook generator open to everyone. Signed-out visitors get a few tries behind the
 * bot check, then the sign-in gate; signing up or in from the gate goes on with the hooks they asked for, on
 * this page.
 */
export function FreeHookGeneratorPage() {
  const signedIn = useIsAuthenticated();
  const [gate, setGate] = useState<GateState>({ opened: false });
  const [pending, setPending] = useState<GenerateRequest | null>(null);
  const [lastRequest, setLastRequest] = useState<GenerateRequest | null>(null);
  const onLimit = useCallback((request?: GenerateRequest) => {
    if (request) setPending(request);
    setGate({ opened: true, tab: 'signup' });
  }, []);
  const botCheck = useBotCheck(authApi.botCheckSettings, { enabled: !signedIn });
  const [awaitingCheck, setAwaitingCheck] = useState(false);
  const { state, triesLeft, generate } = useHookGeneration({
    signedOut: !signedIn,
    botCheckToken: botCheck.token,
    onLimit,
  });

  const run = (request: GenerateRequest) => {
    setLastRequest(request);
    if (!signedIn && triesLeft === 0) {
      onLimit(request);
      return;
    }
    if (!signedIn && !botCheck.ready) {
      setAwaitingCheck(true);
      return;
    }
    setAwaitingCheck(false);
    void generate(request);
  };

  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group
        component="header"
        justify="space-between"
        px={32}
        py={14}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Anchor component={Link} to="/" aria-label="Hookline">
          <BrandLogo size={28} />
        </Anchor>
        {signedIn ? (
          <Button
            component={Link}
            to={TOOLS_PATHS.hookGenerator}
            variant="default"
            rightSection={<IconArrowRight size={16} />}
          >
            Open in Hookline
          </Button>
        ) : (
          <Group gap="sm">
            <Button variant="default" onClick={() => setGate({ opened: true, tab: 'signin' })}>
              Sign in
            </Button>
            <Button onClick={() => setGate({ opened: true, tab: 'signup' })}>Sign up free</Button>
          </Group>
        )}
      </Group>
      <Box component="main" px={40} py={32} maw={1600} mx="auto">
        <Stack gap={4} mb={28}>
          <Title order={1} fz={28}>
            Free hook generator
          </Title>
          <Text c="dimmed">
            Opening lines for your ads, grouped by how aware your audience already is. Describe your product
            or fetch it from its page.
          </Text>
        </Stack>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <HookForm
              onGenerate={run}
              generating={state.status === 'loading'}
              signedOut={!signedIn}
              botCheckToken={botCheck.token}
              onLimit={() => onLimit()}
              note={
                signedIn ? null : (
                  <Stack gap="xs">
                    <TriesNote triesLeft={triesLeft} />
                    {botCheck.widget}
                    {awaitingCheck && !botCheck.ready && (
                      <Text size="sm" c="red.8" role="alert">
                        Confirm you’re not a robot, then generate your hooks.
                      </Text>
                    )}
                  </Stack>
                )
              }
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 7 }} style={{ minWidth: 0 }}>
            <GeneratedHooks state={state} onRetry={() => lastRequest && run(lastRequest)} />
            {signedIn && state.status === 'done' && (
              <Text size="sm" c="dimmed" mt="md">
                To keep hooks in your workspace&apos;s hook library,{' '}
                <Anchor component={Link} to={TOOLS_PATHS.hookGenerator}>
                  open the hook generator in Hookline
                </Anchor>
                .
              </Text>
            )}
          </Grid.Col>
        </Grid>
      </Box>
      {gate.opened && (
        <AuthGate
          opened
          initialTab={gate.tab}
          onClose={() => setGate({ opened: false })}
          onAuthenticated={() => {
            setGate({ opened: false });
            if (pending) {
              setPending(null);
              void generate(pending);
            }
          }}
        />
      )}
    </Box>
  );
}
