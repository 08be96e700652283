import { Text } from '@mantine/core';
import { useState } from 'react';
import { authApi } from '../../../api/auth-api.ts';
import { useBotCheck } from '../../../ui/bot-check/use-bot-check.tsx';
import {
  isRefusedCode,
  resendSignUpOtp,
  useCompleteSignUp,
  useInviteSignUp,
  useRequestSignUpOtp,
  type SignUpDetails,
} from '../hooks/use-sign-up.ts';
import { OtpStep } from './OtpStep.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Step = { name: 'form' } | { name: 'otp'; isRiskyEmail: boolean };

interface SignUpFlowProps {
  onSignedUp: () => void;
  onStepChange?: (step: Step['name']) => void;
  onSwitchToSignIn?: () => void;
  invite?: { inviteId: string; email: string };
}

const EMPTY: SignUpDetails = { userName: '', email: '', password: '' };

/** Sign-up form, then the OTP step; an invited user skips the code. */
export function SignUpFlow({ onSignedUp, onStepChange, onSwitchToSignIn, invite }: SignUpFlowProps) {
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [details, setDetails] = useState<SignUpDetails>(EMPTY);
  const requestOtp = useRequestSignUpOtp();
  const completeSignUp = useCompleteSignUp();
  const inviteSignUp = useInviteSignUp();
  // An invite is its own proof; anyone else signing up passes the bot check (when it is on).
  const botCheck = useBotCheck(authApi.botCheckSettings, { enabled: !invite });
  const [awaitingCheck, setAwaitingCheck] = useState(false);

  const goTo = (next: Step) => {
    setStep(next);
    onStepChange?.(next.name);
  };

  const submitForm = (submitted: SignUpDetails) => {
    setDetails(submitted);
    if (invite) {
      inviteSignUp.mutate({ ...submitted, inviteId: invite.inviteId }, { onSuccess: onSignedUp });
      return;
    }
    if (!botCheck.ready) {
      setAwaitingCheck(true);
      return;
    }
    setAwaitingCheck(false);
    requestOtp.mutate(
      { ...submitted, botCheckToken: botCheck.token },
      {
        onSuccess: (check) => {
          if (check.accepted) goTo({ name: 'otp', isRiskyEmail: check.isRiskyEmail });
        },
      },
    );
  };

  const check = botCheck.widget && (
    <>
      {botCheck.widget}
      {awaitingCheck && !botCheck.ready && (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          Confirm you’re not a robot, then create your account.
        </Text>
      )}
    </>
  );

  if (step.name === 'otp') {
    return (
      <>
        <OtpStep
          email={details.email}
          submitLabel="Verify and create account"
          submitting={completeSignUp.isPending}
          onSubmit={(otp) =>
            completeSignUp.mutateAsync({ ...details, otp, isRiskyEmail: step.isRiskyEmail }).then(
              () => {
                onSignedUp();
                return null;
              },
              (error: unknown) => (isRefusedCode(error) ? error.message : null),
            )
          }
          onResend={() => resendSignUpOtp(details, botCheck.token)}
          onBack={() => goTo({ name: 'form' })}
        />
        {check}
      </>
    );
  }

  return (
    <>
      <SignUpForm
        initial={details}
        lockedEmail={invite?.email}
        inviteId={invite?.inviteId}
        submitting={requestOtp.isPending || inviteSignUp.isPending}
        onSubmit={submitForm}
        onSwitchToSignIn={onSwitchToSignIn}
      />
      {check}
    </>
  );
}
