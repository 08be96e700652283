import { MESSAGES, OTP_REASON, TOAST_BUSINESS_EMAIL_MS } from '@hookline/domain';
import { useMutation } from '../../../ui/use-mutation.ts';
import { authApi } from '../../../api/auth-api.ts';
import { isApiError, type ApiError } from '../../../api/api-error.ts';
import { toast } from '../../../ui/toasts.ts';
import { pendingLicenceCode } from '../licence/licence-code.ts';
import { completeSignIn } from '../sign-in/complete-sign-in.ts';

export interface SignUpDetails {
  userName: string;
  email: string;
  password: string;
}

/** The outcome of the e-mail check: either refused (already toasted) or the OTP was sent. */
export type SignUpCheck = { accepted: false } | { accepted: true; isRiskyEmail: boolean };

/** validate-signup, then send-otp: the spec's business e-mail and existing-account rules. */
export function useRequestSignUpOtp() {
  return useMutation({
    mutationFn: async ({
      botCheckToken,
      ...details
    }: SignUpDetails & { botCheckToken?: string }): Promise<SignUpCheck> => {
      const check = await authApi.validateSignup(details.email, botCheckToken);
      if (check.exist) {
        toast.error(pendingLicenceCode() ? MESSAGES.userExistsWithLicence : MESSAGES.userExists);
        return { accepted: false };
      }
      if (check.isGenericEmail || !check.isValidEmailDomain) {
        toast.error(check.isValidEmailDomain ? MESSAGES.businessEmailRequired : MESSAGES.invalidDomainHint, {
          title: check.isValidEmailDomain ? undefined : MESSAGES.businessEmailRequired,
          autoClose: TOAST_BUSINESS_EMAIL_MS,
        });
        return { accepted: false };
      }
      await authApi.sendOtp(
        { email: details.email, otpReasonCode: OTP_REASON.signup, userName: details.userName },
        botCheckToken,
      );
      toast.success(MESSAGES.otpSent);
      return { accepted: true, isRiskyEmail: check.isRiskyEmail };
    },
  });
}

export function resendSignUpOtp(details: SignUpDetails, botCheckToken?: string) {
  return authApi.sendOtp(
    { email: details.email, otpReasonCode: OTP_REASON.signup, userName: details.userName },
    botCheckToken,
  );
}

/** Whether a call failed because the code was wrong, expired or tried too often: the code step says why. */
export function isRefusedCode(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 400 && error.code.startsWith('OTP_');
}

/** verify-otp, then signup; the new account is signed in and flagged as a new sign-up. */
export function useCompleteSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpDetails & { otp: string; isRiskyEmail: boolean }) => {
      try {
        await authApi.verifyOtp(
          { email: input.email, otp: input.otp, otpReasonCode: OTP_REASON.signup },
          { silent: true },
        );
      } catch (error) {
        // A refused code is said beside the digits (OtpStep); anything else as a toast, as every call does.
        if (!isRefusedCode(error) && error instanceof Error) toast.error(error.message);
        throw error;
      }
      const tokens = await authApi.signup({
        userName: input.userName,
        email: input.email,
        password: input.password,
        isRiskyEmail: input.isRiskyEmail,
      });
      await completeSignIn(tokens);
    },
  });
}

/** An invitation is the proof of the address, so an invited user signs up without a code. */
export function useInviteSignUp() {
  return useMutation({
    mutationFn: async (input: SignUpDetails & { inviteId: string }) => {
      const tokens = await authApi.signup({ ...input, isRiskyEmail: false });
      await completeSignIn(tokens);
    },
  });
}
