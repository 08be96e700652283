import { z } from 'zod';

/*
 * The guided tour (platform spec, sections 2 and 4): its 15 steps in the order a new team meets them, and
 * each user's tour data (`completed`, `skipped`, `init`) kept on the server, read on `userinfo` and written
 * with `PUT users/{userId}/tour` (shared/API.md, "Account and tour").
 */

/** Each step's target carries `data-tour="<step>"` on the screen it belongs to. */
export const TOUR_STEPS = [
  'create-workspace',
  'create-boards',
  'board-asset',
  'comments',
  'custom-fields',
  'tags',
  'discover-menu',
  'save-to-board',
  'view-ad-details',
  'detective-item',
  'detective-view-report',
  'upload-files',
  'versions',
  'annotation',
  'share-link',
] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

export const tourDataSchema = z.object({
  completed: z.boolean(),
  skipped: z.boolean(),
  /** Set once the tour was started for a new sign-up: only then is it shown. */
  init: z.boolean(),
});
export type TourData = z.infer<typeof tourDataSchema>;

export const updateTourBody = tourDataSchema.partial();
export type UpdateTourBody = z.infer<typeof updateTourBody>;

/** The welcome video's chapters (platform spec, section 2), in seconds. */
export const WELCOME_VIDEO_CHAPTERS = [
  { key: 'inspiration', label: 'Inspiration', start: 0, end: 251 },
  { key: 'detective', label: 'Detective', start: 245, end: 363 },
  { key: 'drive', label: 'Creative Hub', start: 363, end: 521 },
] as const;

/**
 * Home's "Getting started" checklist: product steps, each checked off from what the organisation's people
 * really did (`GET organisation/{orgId}/checklist`).
 */
export const HOME_CHECKLIST_ITEMS = [
  'connectAdAccount',
  'saveFirstAd',
  'uploadCreative',
  'inviteTeammate',
  'trackCompetitor',
] as const;
export type HomeChecklistItem = (typeof HOME_CHECKLIST_ITEMS)[number];

export const homeChecklistResponse = z.object({
  connectAdAccount: z.boolean(),
  saveFirstAd: z.boolean(),
  uploadCreative: z.boolean(),
  inviteTeammate: z.boolean(),
  trackCompetitor: z.boolean(),
});
export type HomeChecklist = z.infer<typeof homeChecklistResponse>;
