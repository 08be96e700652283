import { z } from 'zod';
import { webAddressSchema } from '../validation/web-address.ts';
import { inspirationFileSchema } from '../inspiration/inspiration-dto.ts';
import { TEXT_AREA_MAX } from '../validation/text.ts';
import { multiLineText, singleLineText } from '../validation/text-schemas.ts';
import { userIdParams } from '../users/schemas.ts';

/*
 * Experts (API.md, "Discover library, brands, experts, search"): people who publish a public profile with
 * their social links and a public board (one of their Inspiration boards). An account may have a profile
 * only while it is an expert (`isExpert`, granted by the admin CLI); the directory lists those profiles.
 */

/** The social links of an expert profile (spec section 3), in the order the profile shows them. */
export const EXPERT_SOCIAL_NETWORKS = [
  'website',
  'x',
  'instagram',
  'youtube',
  'tiktok',
  'linkedin',
  'facebook',
] as const;
export type ExpertSocialNetwork = (typeof EXPERT_SOCIAL_NETWORKS)[number];
export const EXPERT_SOCIAL_LABELS: Record<ExpertSocialNetwork, string> = {
  website: 'Website',
  x: 'X',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

export const EXPERT_NAME_MAX = 50;
export const EXPERT_HEADLINE_MAX = 100;
export const EXPERT_BIO_MAX = TEXT_AREA_MAX;
export const EXPERT_LINK_MAX = 2048;
export const EXPERT_QUERY_MAX = 100;
export const EXPERT_PAGE_DEFAULT = 24;
export const EXPERT_PAGE_MAX = 100;
/** How many of the public board's newest saved ads an expert's page shows. */
export const EXPERT_BOARD_ADS = 24;

/** What the expert calls and the Expert profile tab say (spec section 5, "Expert profile"). */
export const EXPERT_MESSAGES = {
  firstNameRequired: 'Please enter your first name',
  lastNameBlank: 'Last name cannot be blank',
  firstNameTooLong: `First name must be at most ${EXPERT_NAME_MAX} characters long`,
  lastNameTooLong: `Last name must be at most ${EXPERT_NAME_MAX} characters long`,
  headlineTooLong: `Headline must be at most ${EXPERT_HEADLINE_MAX} characters long`,
  bioTooLong: `Bio must be at most ${EXPERT_BIO_MAX} characters long`,
  linkInvalid: (network: ExpertSocialNetwork) =>
    `Please enter a valid URL for ${EXPERT_SOCIAL_LABELS[network]}`,
  boardInvalid: 'Please choose a valid board',
  boardNotFound: 'Board not found',
  queryTooLong: `Search must be at most ${EXPERT_QUERY_MAX} characters long`,
  profileSaved: 'Expert profile updated successfully',
  imageUpdated: 'Expert profile image updated successfully',
  notExpert: 'Only expert accounts can have an expert profile',
  profileNotFound: 'Expert profile not found',
  saveProfileFirst: 'Save your expert profile before adding a photo',
  expertNotFound: 'Expert not found',
} as const;

/**
 * A social link: an http(s) address with a host name (spec section 5, "URLs must parse as URLs"). One typed
 * without its scheme (`instagram.com/maya`) is kept as its https address, so that it opens as typed.
 */
export function expertLinkSchema(network: ExpertSocialNetwork) {
  return webAddressSchema(EXPERT_MESSAGES.linkInvalid(network), EXPERT_LINK_MAX);
}

/** Each network's link, or null where the expert gave none. */
export const expertSocialLinksSchema = z.object({
  website: z.string().nullable(),
  x: z.string().nullable(),
  instagram: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  linkedin: z.string().nullable(),
  facebook: z.string().nullable(),
});
export type ExpertSocialLinks = z.infer<typeof expertSocialLinksSchema>;

/** A profile with no link at all. */
export const NO_EXPERT_LINKS: ExpertSocialLinks = {
  website: null,
  x: null,
  instagram: null,
  youtube: null,
  tiktok: null,
  linkedin: null,
  facebook: null,
};

const linkInput = (network: ExpertSocialNetwork) => expertLinkSchema(network).nullable().optional();

/**
 * `POST users/{userId}/expert-profile`. Values are trimmed. The first name is required; any other field,
 * when given, must hold something once trimmed (send null, or leave it out, for none). A field left out
 * keeps what the profile holds, null clears it; a new profile starts with every optional field empty.
 */
export const expertProfileBody = z.object({
  firstName: singleLineText(EXPERT_MESSAGES.firstNameRequired)
    .min(1, { error: EXPERT_MESSAGES.firstNameRequired })
    .max(EXPERT_NAME_MAX, { error: EXPERT_MESSAGES.firstNameTooLong }),
  lastName: singleLineText(EXPERT_MESSAGES.lastNameBlank)
    .min(1, { error: EXPERT_MESSAGES.lastNameBlank })
    .max(EXPERT_NAME_MAX, { error: EXPERT_MESSAGES.lastNameTooLong })
    .nullable()
    .optional(),
  /** One line under the name in the directory ('Performance creative strategist'). */
  headline: singleLineText(EXPERT_MESSAGES.headlineTooLong)
    .max(EXPERT_HEADLINE_MAX, { error: EXPERT_MESSAGES.headlineTooLong })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  /** A few lines about the expert, on their page. */
  bio: multiLineText(EXPERT_MESSAGES.bioTooLong)
    .max(EXPERT_BIO_MAX, { error: EXPERT_MESSAGES.bioTooLong })
    .transform((value) => value || null)
    .nullable()
    .optional(),
  socialMediaLinks: z
    .object({
      website: linkInput('website'),
      x: linkInput('x'),
      instagram: linkInput('instagram'),
      youtube: linkInput('youtube'),
      tiktok: linkInput('tiktok'),
      linkedin: linkInput('linkedin'),
      facebook: linkInput('facebook'),
    })
    .strict()
    .optional(),
  /**
   * The board shown on the expert's page: one of their Inspiration boards, in a workspace whose Inspiration
   * they open (else 400 'Board not found').
   */
  inspirationFolderId: z.guid({ error: EXPERT_MESSAGES.boardInvalid }).nullable().optional(),
  /** Whether the directory lists the profile; true for a new one. */
  published: z.boolean().optional(),
});
export type ExpertProfileBody = z.input<typeof expertProfileBody>;
export type ExpertProfileInput = z.output<typeof expertProfileBody>;

/** The field of the profile form each refusal belongs to: `firstName`, `socialMediaLinks.instagram`, ... */
export function expertProfileErrors(error: z.ZodError): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    found[field] ??= issue.message;
  }
  return found;
}

/** `GET|POST users/{userId}/expert-profile`: the owner's own profile, with what only they see. */
export const expertProfileSchema = z.object({
  /** The expert's id: the one `GET experts/{expertId}` and `library/experts/:expertId` take. */
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  /** The stored image's version, null without one. */
  profileImageId: z.string().nullable(),
  profileImageURL: z.string().nullable(),
  socialMediaLinks: expertSocialLinksSchema,
  inspirationFolderId: z.string().nullable(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type ExpertProfile = z.infer<typeof expertProfileSchema>;

/** An expert as the directory lists them. */
export const expertSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  profileImageURL: z.string().nullable(),
  socialMediaLinks: expertSocialLinksSchema,
});
export type Expert = z.infer<typeof expertSchema>;

/**
 * An expert's public board: one of their Inspiration boards, read-only, with its newest saved ads (at most
 * `EXPERT_BOARD_ADS`). Nothing on it is anyone's favourite, and it names no other board.
 */
export const expertPublicBoardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Its saved ads, newest saved first. */
  files: z.array(inspirationFileSchema),
  /** Its saved ads in all. */
  total: z.int(),
});
export type ExpertPublicBoard = z.infer<typeof expertPublicBoardSchema>;

/**
 * `GET experts/{expertId}`: the profile and its public board; `board` is null when the expert has chosen
 * none, or the board is gone or no longer theirs to show (they left its workspace).
 */
export const expertDetailSchema = expertSchema.extend({
  bio: z.string().nullable(),
  board: expertPublicBoardSchema.nullable(),
});
export type ExpertDetail = z.infer<typeof expertDetailSchema>;

/** `GET experts?query=&page=&limit=`: by name, searched by name and headline. */
export const expertListQuery = z.object({
  query: singleLineText(EXPERT_MESSAGES.queryTooLong)
    .max(EXPERT_QUERY_MAX, { error: EXPERT_MESSAGES.queryTooLong })
    .optional()
    .default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  limit: z.coerce.number().int().min(1).max(EXPERT_PAGE_MAX).optional().default(EXPERT_PAGE_DEFAULT),
});
export type ExpertListQuery = z.input<typeof expertListQuery>;

export const expertListResponse = z.object({ data: z.array(expertSchema), total: z.int() });
export type ExpertListResponse = z.infer<typeof expertListResponse>;

export const expertIdParams = z.object({ expertId: singleLineText().min(1) });
export const expertImageParams = expertIdParams.extend({ version: singleLineText().min(1) });
export const expertProfileParams = userIdParams;
