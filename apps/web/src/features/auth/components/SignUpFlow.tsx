import { useState } from 'react';
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
    requestOtp.mutate(submitted, {
      onSuccess: (check) => {
        if (check.accepted) goTo({ name: 'otp', isRiskyEmail: check.isRiskyEmail });
      },
    });
  };

  if (step.name === 'otp') {
    return (
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
        onResend={() => resendSignUpOtp(details)}
        onBack={() => goTo({ name: 'form' })}
      />
    );
  }

  return (
    <SignUpForm
      initial={details}
      lockedEmail={invite?.email}
      inviteId={invite?.inviteId}
      submitting={requestOtp.isPending || inviteSignUp.isPending}
      onSubmit={submitForm}
      onSwitchToSignIn={onSwitchToSignIn}
    />
  );
}
