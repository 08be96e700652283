import { z } from 'zod';
import { passwordText } from '../validation/text-schemas.ts';

/*
 * Deleting one's own account from Settings › Account (platform spec, section 2: the account deletion warning;
 * shared/API.md, "Account and tour": `DELETE users/{userId}` `{password}`).
 */

/** How long after signing in with Google an account without a password may confirm its deletion. */
export const FRESH_SIGN_IN_MINUTES = 15;

export const ACCOUNT_DELETION_MESSAGES = {
  passwordRequired: 'Please enter your password to delete your account',
  passwordIncorrect: 'The password is incorrect',
  emailRequired: 'Please type your e-mail address to delete your account',
  emailMismatch: 'The e-mail address does not match your account',
  signInAgain: `Please sign in again with Google, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes`,
  deleted: 'Your account has been deleted',
} as const;

const names = (orgNames: readonly string[]) =>
  orgNames.length === 1 ? orgNames[0] : `${orgNames.slice(0, -1).join(', ')} and ${orgNames.at(-1)}`;

/** 409: the user is the only admin of organisations that still have other members. */
export function lastAdminMessage(orgNames: readonly string[]): string {
  return (
    `You are the only admin of ${names(orgNames)}. Make another member an admin, or delete the ` +
    `organisation, before you delete your account.`
  );
}

/** 409: an organisation the user alone belongs to is still on a paid plan. */
export function paidOrganisationMessage(orgNames: readonly string[]): string {
  return (
    `${names(orgNames)} is on a paid plan. Cancel its subscription in Settings › Billing before you ` +
    `delete your account.`
  );
}

/**
 * An account with a password confirms with it; one that signs in only with Google types its e-mail address
 * (`email`) within `FRESH_SIGN_IN_MINUTES` of signing in.
 */
export const deleteAccountBody = z
  .object({
    password: passwordText(ACCOUNT_DELETION_MESSAGES.passwordRequired).max(1000).optional(),
    email: passwordText(ACCOUNT_DELETION_MESSAGES.emailRequired).max(320).optional(),
  })
  .strict();
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** The account deletion warning: what goes with the account, and what stays with the team. */
export const ACCOUNT_DELETION_WARNING = {
  title: 'Delete your account?',
  intro: 'Deleting your account is permanent. It cannot be undone.',
  removedHeading: 'What will be removed',
  removed: [
    'Your profile, profile photo and password',
    'Your sign-ins on every device: you are signed out everywhere at once',
    'Your favourites, watched items, guided tour progress and notification settings',
    'Organisations where you are the only member, with everything in them',
  ],
  keptHeading: 'What stays with your team',
  kept: [
    'Files you uploaded, boards, saved ads, reports and comments stay in their workspaces',
    'They show “Unknown” where your name was',
  ],
} as const;
