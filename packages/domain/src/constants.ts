/** Business constants of the platform spec, section 9. */
export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 4;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
/** How long an invite link works; a resend starts a new link with a new period. */
export const INVITE_TTL_DAYS = 7;

export const OTP_REASON = { signup: 1, forgotPassword: 2 } as const;
export type OtpReasonCode = (typeof OTP_REASON)[keyof typeof OTP_REASON];

export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_BUSINESS_EMAIL_MS = 8000;
export const TOAST_MISSING_OTP_MS = 10000;
export const ONLINE_NOTICE_MS = 5000;
export const MOBILE_MAX_WIDTH_PX = 820;

export const AVATAR_MAX_BYTES = 8 * 1024 * 1024;
export const AVATAR_MIN_SIDE_PX = 250;
/** The longest side an uploaded image may have; larger ones are refused before they are decoded. */
export const IMAGE_MAX_SIDE_PX = 8000;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

/** Storage keys the web app uses (spec section 9). */
export const SESSION_KEYS = { shareToken: 'shareToken', licenceCode: 'appsumo_code' } as const;
export const LOCAL_KEYS = { activeWorkspace: 'activeWorkspace' } as const;

export const UNLIMITED = 999_999_999;
export const DATE_FORMAT = 'MMM D, YYYY';
