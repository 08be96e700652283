import { emailSchema, fullNameSchema, newPasswordSchema } from '@hookline/domain';
import type { SignUpDetails } from '../hooks/use-sign-up.ts';

export type SignUpErrors = Partial<Record<keyof SignUpDetails, string>>;

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** The sign-up form's field rules, with the domain's schemas and messages. */
export function validateSignUp(values: SignUpDetails): { data?: SignUpDetails; errors: SignUpErrors } {
  const name = fullNameSchema.safeParse(values.userName);
  const email = emailSchema.safeParse(values.email);
  const password = newPasswordSchema.safeParse(values.password);
  const errors: SignUpErrors = {
    userName: firstIssue(name),
    email: firstIssue(email),
    password: firstIssue(password),
  };
  if (name.success && email.success && password.success) {
    return { data: { userName: name.data, email: email.data, password: password.data }, errors: {} };
  }
  return { errors };
}

export function hasEmptyField(values: SignUpDetails): boolean {
  return [values.userName, values.email, values.password].some((value) => value.trim() === '');
}
