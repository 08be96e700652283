import { TOOLS_MESSAGES } from '@hookline/domain';
import { Alert, Modal, SegmentedControl, Stack } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { SignInForm } from './SignInForm.tsx';
import { SignUpFlow } from './SignUpFlow.tsx';

export const AUTH_GATE_BANNER = TOOLS_MESSAGES.gate;

type GateTab = 'signin' | 'signup';

interface AuthGateModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the visitor holds a session, so the gated action can go on. */
  onAuthenticated: () => void;
  initialTab?: GateTab;
}

/** The sign-in gate in front of the free AI tools: a banner, and sign-in or sign-up without leaving the page. */
export function AuthGateModal({
  opened,
  onClose,
  onAuthenticated,
  initialTab = 'signin',
}: AuthGateModalProps) {
  const [tab, setTab] = useState<GateTab>(initialTab);
  const done = () => {
    onAuthenticated();
    onClose();
  };

  return (
    <Modal
      {...DIALOG_PROPS}
      opened={opened}
      onClose={onClose}
      size={480}
      radius="lg"
      padding="xl"
      title="Sign in to continue"
      centered
    >
      <Stack gap="lg">
        <Alert variant="light" radius="md" icon={<IconSparkles size={18} />}>
          {AUTH_GATE_BANNER}
        </Alert>
        <SegmentedControl
          fullWidth
          value={tab}
          onChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}
          data={[
            { value: 'signin', label: 'Sign in' },
            { value: 'signup', label: 'Sign up' },
          ]}
        />
        {tab === 'signin' ? (
          <SignInForm onSignedIn={done} onSwitchToSignUp={() => setTab('signup')} />
        ) : (
          <SignUpFlow onSignedUp={done} onSwitchToSignIn={() => setTab('signin')} />
        )}
      </Stack>
    </Modal>
  );
}
