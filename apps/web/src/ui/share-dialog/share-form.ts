import {
  calendarDayOf,
  newPasswordSchema,
  SHARE_LINK_MESSAGES,
  type ShareLink,
  type ShareLinkOptionsInput,
} from '@hookline/domain';

/**
 * The share dialog's form (spec sections 4 and 5, "Share link"): what it shows for a link, or for none yet,
 * and what it sends. 'Make link available' is `enabled`; turning Set Password on shows a password box, and
 * the toggle sends `removePassword` as its opposite; the expiry is a day, never a past one, read in the
 * browser's timezone.
 */
export interface ShareForm {
  enabled: boolean;
  downloadable: boolean;
  accessFileVersions: boolean;
  canComment: boolean;
  /** `YYYY-MM-DD`, or null: the link never expires. */
  expireDay: string | null;
  setPassword: boolean;
  /** A new password; empty keeps the one the link has. */
  password: string;
}

/** A new link's switches: on, downloads and comments allowed, only the current version, no expiry. */
export const NEW_LINK_FORM: ShareForm = {
  enabled: true,
  downloadable: true,
  accessFileVersions: false,
  canComment: true,
  expireDay: null,
  setPassword: false,
  password: '',
};

/** The form for an existing link, its expiry as the day it ends on in `timezone`. */
export function formFromLink(link: ShareLink | undefined, timezone: string): ShareForm {
  if (!link) return NEW_LINK_FORM;
  const { options } = link;
  return {
    enabled: options.enabled,
    downloadable: options.downloadable,
    accessFileVersions: options.accessFileVersions,
    canComment: options.canComment,
    expireDay: options.expireAt ? calendarDayOf(new Date(options.expireAt), timezone) : null,
    setPassword: options.passwordProtected,
    password: '',
  };
}

export interface ShareFormErrors {
  password?: string;
  expireDay?: string;
}

export const SHARE_FORM_MESSAGES = {
  passwordRequired: 'Please enter a password for the link',
} as const;

/**
 * What the dialog sends: the options of a new link (`Generate Link`) or the change to an existing one
 * (`Update`), or why it can't be sent yet. `today` is the browser's day, `YYYY-MM-DD`.
 */
export function shareOptionsToSend(
  form: ShareForm,
  input: { link: ShareLink | undefined; today: string },
): { options: ShareLinkOptionsInput } | { errors: ShareFormErrors } {
  const errors: ShareFormErrors = {};
  if (form.expireDay !== null && form.expireDay < input.today) {
    errors.expireDay = SHARE_LINK_MESSAGES.expiryInPast;
  }
  const hadPassword = input.link?.options.passwordProtected ?? false;
  const typed = form.setPassword && form.password !== '';
  if (form.setPassword && !typed && !hadPassword) errors.password = SHARE_FORM_MESSAGES.passwordRequired;
  if (typed) {
    const checked = newPasswordSchema.safeParse(form.password);
    if (!checked.success) {
      errors.password = checked.error.issues[0]?.message ?? SHARE_FORM_MESSAGES.passwordRequired;
    }
  }
  if (errors.password !== undefined || errors.expireDay !== undefined) return { errors };

  const options: ShareLinkOptionsInput = {
    enabled: form.enabled,
    downloadable: form.downloadable,
    accessFileVersions: form.accessFileVersions,
    canComment: form.canComment,
    expireAt: form.expireDay,
  };
  if (typed) options.password = form.password;
  // The toggle's opposite (spec section 4); a new link has no password to remove.
  else if (input.link) options.removePassword = !form.setPassword;
  return { options };
}

/** Turning Set Password on or off; off forgets what was typed. */
export function toggleSetPassword(form: ShareForm, on: boolean): ShareForm {
  return { ...form, setPassword: on, password: on ? form.password : '' };
}

/** The browser's timezone, in which the expiry day is read and sent. */
export function browserTimezone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Today in `timezone`, `YYYY-MM-DD`. */
export function todayIn(timezone: string, now: Date = new Date()): string {
  return calendarDayOf(now, timezone);
}
