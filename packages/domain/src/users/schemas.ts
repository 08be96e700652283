import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { MESSAGES } from '../validation/messages.ts';
import { requiredString } from '../validation/required-string.ts';
import { passwordText, singleLineText } from '../validation/text-schemas.ts';
import { isNameLike } from '../validation/text.ts';
import { tourDataSchema } from './tour-api.ts';

/** The User of the platform spec, section 3, as every endpoint returns it. */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileURL: z.string().nullable(),
  profileId: z.string().nullable(),
  enableEmailNotification: z.boolean(),
  userCanCreateOrg: z.boolean(),
  isExpert: z.boolean(),
  /** True until the first home page the user sees after signing up: "Welcome to Hookline", then "Welcome back". */
  isNewSignup: z.boolean(),
  /** Whether the user has looked at their e-mail notifications (a step of the home checklist). */
  notificationsReviewed: z.boolean(),
  /** False for an account that signs in only with Google: it confirms its deletion with its e-mail address. */
  hasPassword: z.boolean().optional(),
  /** The guided tour's state (`userinfo` carries it; optional so other answers may leave it out). */
  tour: tourDataSchema.optional(),
  /** Whether the user closed the welcome banner on Home. */
  welcomeBannerDismissed: z.boolean().optional(),
});
export type User = z.infer<typeof userSchema>;

/** First-run steps the user has been through, kept with the account so every browser agrees. */
export const firstRunBody = z
  .object({
    welcomed: z.literal(true).optional(),
    notificationsReviewed: z.literal(true).optional(),
    welcomeBannerDismissed: z.literal(true).optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.welcomed === true || body.notificationsReviewed === true || body.welcomeBannerDismissed === true,
    { error: 'Say which first-run step is done: welcomed, notificationsReviewed or welcomeBannerDismissed' },
  );
export type FirstRunBody = z.infer<typeof firstRunBody>;

const personName = (message: string) =>
  singleLineText({ type: message, invalid: MESSAGES.nameAlphabetOnly })
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(z.string().max(50, { error: 'Name must be at most 50 characters long' }));

export const updateUserBody = z
  .object({
    firstName: personName(MESSAGES.nameRequired)
      .pipe(z.string().min(1, { error: MESSAGES.nameRequired }))
      .refine(isNameLike, { error: MESSAGES.nameAlphabetOnly })
      .optional(),
    lastName: personName(MESSAGES.nameAlphabetOnly)
      .refine((v) => v === '' || isNameLike(v), { error: MESSAGES.nameAlphabetOnly })
      .optional(),
    enableEmailNotification: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: MESSAGES.fillAllDetails });

export const updatePasswordBody = z.object({
  oldPassword: passwordText(MESSAGES.passwordsRequired).min(1, { error: MESSAGES.passwordsRequired }),
  newPassword: passwordText(MESSAGES.passwordsRequired)
    .min(1, { error: MESSAGES.passwordsRequired })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort }),
  userId: singleLineText().optional(),
});

export const userIdParams = z.object({ userId: requiredString() });
