import { z } from 'zod';
import { requiredString } from '../validation/required-string.ts';

/*
 * The AI detective (shared/API.md, "Detective"; `library/ai/detective`): a written analysis of a tracked
 * brand, read from its ads in Discover's library. It opens with what changed since the tracker's previous
 * analysis, then angles, personas, offers, hooks (quoted verbatim, each with its ads) and cadence, and ends
 * with two or three actions for the team. Written by the configured language model, or, without one, generated
 * from the same statistics, which it then says. Spy data shows what a brand bets on, not what works for it.
 */

/** The days of the brand's ads an analysis reads, today included. */
export const AI_DETECTIVE_WINDOW_DAYS = 90;

export const AI_DETECTIVE_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type AiDetectiveStatus = (typeof AI_DETECTIVE_STATUSES)[number];

export const AI_DETECTIVE_SECTION_KEYS = [
  'changes',
  'angles',
  'personas',
  'offers',
  'hooks',
  'cadence',
] as const;
export type AiDetectiveSectionKey = (typeof AI_DETECTIVE_SECTION_KEYS)[number];

/** Why a member can't start an analysis: the organisation's flag is off, or Detective isn't bought outside the marketplace. */
export const AI_DETECTIVE_BLOCKS = ['flag-off', 'marketplace-only', 'no-purchase'] as const;
export type AiDetectiveBlock = (typeof AI_DETECTIVE_BLOCKS)[number];

export const AI_DETECTIVE_MESSAGES = {
  notFound: 'Analysis not found',
  flagOff:
    'The AI detective is not turned on for your organisation. Ask Hookline support to turn on the AI detective.',
  marketplaceOnly:
    'The AI detective needs a Detective subscription bought from Hookline; a lifetime deal from the marketplace does not include it. Upgrade Detective in Settings, Subscription.',
  noPurchase:
    'The AI detective needs a paid Detective subscription. Upgrade Detective in Settings, Subscription.',
  started: (brand: string) => `The analysis of ${brand} has started`,
  alreadyRunning: (brand: string) => `An analysis of ${brand} is already under way`,
  deleted: 'Analysis deleted',
  failed: 'The analysis could not be completed. Run it again; if it fails again, contact support.',
  brandGone: 'The tracked brand is no longer in the library',
} as const;

export const aiDetectiveBlockMessage = (block: AiDetectiveBlock): string => {
  switch (block) {
    case 'flag-off':
      return AI_DETECTIVE_MESSAGES.flagOff;
    case 'marketplace-only':
      return AI_DETECTIVE_MESSAGES.marketplaceOnly;
    case 'no-purchase':
      return AI_DETECTIVE_MESSAGES.noPurchase;
  }
};

/** `POST ai-detective`: the tracker to analyse. */
export const createAiDetectiveBody = z.object({ detectiveId: requiredString('detectiveId is required') });
export type CreateAiDetectiveBody = z.infer<typeof createAiDetectiveBody>;

export const aiDetectiveIdParams = z.object({ id: requiredString('id is required') });

/** `GET ai-detective?workspaceId=&detectiveId=`: a workspace's analyses, or one tracker's. */
export const aiDetectiveListQuery = z.object({
  workspaceId: requiredString('workspaceId is required'),
  detectiveId: requiredString('detectiveId must not be empty').optional(),
});

/** A hook quoted as the ads say it, with the ads that say it. */
export const aiDetectiveQuoteSchema = z.object({ text: z.string(), adIds: z.array(z.string()) });
export type AiDetectiveQuote = z.infer<typeof aiDetectiveQuoteSchema>;

export const aiDetectiveSectionSchema = z.object({
  key: z.enum(AI_DETECTIVE_SECTION_KEYS),
  title: z.string(),
  text: z.string(),
  /** The ads the section speaks of, for the Discover drawer. */
  adIds: z.array(z.string()),
  /** Verbatim quotes (the hooks section's openings), each with its ads. */
  quotes: z.array(aiDetectiveQuoteSchema),
});
export type AiDetectiveSection = z.infer<typeof aiDetectiveSectionSchema>;

/**
 * Who wrote the analysis: the configured language model (`model` names it), or Hookline's statistics without
 * one. `fallbackReason` says why the statistics stood in when a model is configured but its answer could not be
 * used (unreachable, or an answer that failed validation).
 */
export const aiDetectiveGeneratedBySchema = z.object({
  method: z.enum(['language-model', 'statistics']),
  model: z.string().nullable(),
  fallbackReason: z.string().nullable(),
});
export type AiDetectiveGeneratedBy = z.infer<typeof aiDetectiveGeneratedBySchema>;

export const aiDetectiveAnalysisSchema = z.object({
  summary: z.string(),
  /** `changes` first, then angles, personas, offers, hooks and cadence. */
  sections: z.array(aiDetectiveSectionSchema),
  /** Two or three things the team can do next. */
  actions: z.array(z.string()),
  generatedBy: aiDetectiveGeneratedBySchema,
  /** The days read: `from` and `to` are `YYYY-MM-DD`, both included. */
  period: z.object({ days: z.int(), from: z.string(), to: z.string() }),
  /** The tracker's analysis this one compares with; null for the first. */
  previousAnalysisId: z.string().nullable(),
});
export type AiDetectiveAnalysis = z.infer<typeof aiDetectiveAnalysisSchema>;

/** One analysis of a tracked brand. */
export const aiDetectiveRecordSchema = z.object({
  _id: z.string(),
  detectiveId: z.string(),
  workspaceId: z.string(),
  brand: z.object({ _id: z.string(), name: z.string(), logoURL: z.string().nullable() }),
  status: z.enum(AI_DETECTIVE_STATUSES),
  /** Present once done. */
  analysis: aiDetectiveAnalysisSchema.nullable(),
  /** Why it failed, in plain words; null unless failed. */
  error: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AiDetectiveRecord = z.infer<typeof aiDetectiveRecordSchema>;

/** Whether members of the organisation may start an analysis, and why not. */
export const aiDetectiveAvailabilitySchema = z.object({
  allowed: z.boolean(),
  block: z.enum(AI_DETECTIVE_BLOCKS).nullable(),
  message: z.string().nullable(),
});
export type AiDetectiveAvailability = z.infer<typeof aiDetectiveAvailabilitySchema>;

/** `GET ai-detective`: the analyses, newest first (their `analysis` left out), and whether a new one may start. */
export const aiDetectiveListResponse = z.object({
  data: z.array(aiDetectiveRecordSchema.omit({ analysis: true })),
  availability: aiDetectiveAvailabilitySchema,
});
export type AiDetectiveListResponse = z.infer<typeof aiDetectiveListResponse>;
export type AiDetectiveListItem = AiDetectiveListResponse['data'][number];

/** `POST ai-detective`: the analysis started (or the one already under way for this tracker). */
export const createAiDetectiveResponse = z.object({
  _id: z.string(),
  status: z.enum(AI_DETECTIVE_STATUSES),
  created: z.boolean(),
  message: z.string(),
});
export type CreateAiDetectiveResponse = z.infer<typeof createAiDetectiveResponse>;

export const deleteAiDetectiveResponse = z.object({ _id: z.string(), message: z.string() });
