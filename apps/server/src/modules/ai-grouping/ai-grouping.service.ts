import {
  AI_GROUPING_ATTRIBUTES,
  AI_GROUPING_LABELS,
  REPORT_QUERY_MESSAGES,
  type AiGroupingAttribute,
  type aiGroupingStatusSchema,
} from '@hookline/domain';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { dispatchJob } from '../../platform/jobs/dispatch.ts';
import type { AiClient } from '../../platform/ai/ai-client.ts';
import { findOrganisationRow } from '../tenancy/index.ts';
import {
  AI_GROUPING_VOCABULARIES,
  canonicalLabel,
  classifyAd,
  hasVideo,
  type AdLabels,
  type ClassifiableAd,
} from './ai-grouping-classifier.ts';
import { aiGroupingJob } from './ai-grouping.job.ts';
import {
  adLabelCounts,
  adsToLabel,
  aiGroupingStateOf,
  findAdAccountById,
  setAiGroupingState,
  storeAdLabels,
  type AdAccountRow,
  type AiGroupingStatus,
  type AiLabelSource,
} from '../ad-accounts/index.ts';

export type AiGroupingStatusReport = z.infer<typeof aiGroupingStatusSchema>;

/** Ads sent to the AI provider in one call. */
export const AI_GROUPING_BATCH_SIZE = 20;
const MAX_TEXT_CHARS = 600;
export const AI_GROUPING_FAILED_MESSAGE = 'AI grouping failed; start it again to retry';

async function groupingEnabled(db: Executor, orgId: string): Promise<boolean> {
  const org = await findOrganisationRow(db, orgId);
  return org?.enableAnalyticsAIGrouping ?? false;
}

/** The stored status, corrected by what is true now: the flag, and ads that arrived since the last run. */
function effectiveStatus(
  stored: AiGroupingStatus,
  enabled: boolean,
  counts: { total: number; labelled: number },
): AiGroupingStatus {
  if (!enabled) return 'disabled';
  if (stored === 'pending' || stored === 'running' || stored === 'error') return stored;
  return counts.labelled < counts.total ? 'pending' : 'ready';
}

function messageFor(status: AiGroupingStatus): string | null {
  switch (status) {
    case 'pending':
    case 'running':
      return REPORT_QUERY_MESSAGES.aiGroupingInProgress;
    case 'disabled':
      return REPORT_QUERY_MESSAGES.aiGroupingDisabled;
    case 'error':
      return AI_GROUPING_FAILED_MESSAGE;
    case 'ready':
      return null;
  }
}

/** Where an ad account's AI grouping stands: whether it may run, how far labelling got, and by what. */
export async function aiGroupingStatus(db: Executor, account: AdAccountRow): Promise<AiGroupingStatusReport> {
  const [enabled, counts, current] = await Promise.all([
    groupingEnabled(db, account.orgId),
    adLabelCounts(db, account.id),
    aiGroupingStateOf(db, account.id),
  ]);
  const stored = current ?? { status: account.aiGroupingStatus, source: account.aiGroupingSource };
  const status = effectiveStatus(stored.status, enabled, counts);
  return {
    enabled,
    status,
    labelledAds: counts.labelled,
    totalAds: counts.total,
    message: messageFor(status),
    source: stored.source,
  };
}

/** For the report engine: AI groups may be shown only when the flag is on and every ad is labelled. */
export async function aiGroupingReadiness(
  db: Executor,
  adAccountId: string,
): Promise<{ ready: boolean; enabled: boolean }> {
  const account = await aiGroupingStateOf(db, adAccountId);
  if (!account) return { ready: false, enabled: false };
  const [enabled, counts] = await Promise.all([
    groupingEnabled(db, account.orgId),
    adLabelCounts(db, adAccountId),
  ]);
  return { enabled, ready: effectiveStatus(account.status, enabled, counts) === 'ready' };
}

/**
 * Starts labelling an ad account's ads (all of them when `force`), for a caller the guard already let
 * manage the account. The organisation's flag off: 403 and nothing changes.
 */
export async function startAiGrouping(
  context: AppContext,
  input: { account: AdAccountRow; force: boolean },
): Promise<AiGroupingStatusReport> {
  const { db } = context.database;
  if (!(await groupingEnabled(db, input.account.orgId))) {
    throw forbidden(REPORT_QUERY_MESSAGES.aiGroupingDisabled);
  }
  await setAiGroupingState(db, input.account.id, { status: 'pending' });
  await dispatchJob(context, aiGroupingJob, { adAccountId: input.account.id, force: input.force });
  return aiGroupingStatus(db, input.account);
}

/**
 * After a sync: when the organisation uses AI grouping and some ads have no labels yet, marks the account
 * pending and hands the labelling to the job. Does nothing otherwise.
 */
export async function requestAiGrouping(context: AppContext, adAccountId: string): Promise<void> {
  const { db } = context.database;
  const account = await findAdAccountById(db, adAccountId);
  if (!account || !(await groupingEnabled(db, account.orgId))) return;
  const counts = await adLabelCounts(db, adAccountId);
  if (counts.labelled === counts.total && account.aiGroupingStatus === 'ready') return;
  await setAiGroupingState(db, adAccountId, { status: 'pending' });
  await dispatchJob(context, aiGroupingJob, { adAccountId });
}

const aiAnswerSchema = z.object({
  ads: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      ...(Object.fromEntries(AI_GROUPING_ATTRIBUTES.map((attribute) => [attribute, z.string()])) as Record<
        AiGroupingAttribute,
        z.ZodString
      >),
    }),
  ),
});

const clip = (text: string | null | undefined) => (text ? text.slice(0, MAX_TEXT_CHARS) : undefined);

function aiSystemPrompt(): string {
  const lists = AI_GROUPING_ATTRIBUTES.map(
    (attribute) =>
      `- ${attribute} (${AI_GROUPING_LABELS[attribute]}): ${AI_GROUPING_VOCABULARIES[attribute].join(' | ')}`,
  );
  return [
    'You label advertisements for an ad-performance analytics tool, so ads can be grouped by creative attributes.',
    'For every ad, choose exactly one label per attribute, copied exactly from its list; when none fits, choose',
    'the last label of the list. Image and carousel ads have no sound: their audio_hook is "No audio" and their',
    'visual_hook one of the "Static" labels.',
    '',
    ...lists,
    '',
    'Answer with a JSON object {"ads": [{"id": "<the ad id>", "angle": "...", "persona": "...", "usp": "...",',
    '"visual_hook": "...", "audio_hook": "...", "offer": "..."}]} holding one entry for every ad you were given.',
  ].join('\n');
}

function aiUserPrompt(batch: readonly ClassifiableAd[]): string {
  return JSON.stringify({
    ads: batch.map((ad, index) => ({
      id: String(index + 1),
      type: hasVideo(ad) ? 'video' : ad.creativeType === 'carousel' ? 'carousel' : 'image',
      name: clip(ad.name),
      copy: clip(ad.copy),
      headline: clip(ad.headline),
      landingPage: clip(ad.landingPage),
      cards: ad.cards?.map((card) => clip(card.headline)).filter(Boolean),
      bodies: ad.assets?.bodies.map(clip),
      titles: ad.assets?.titles.map(clip),
    })),
  });
}

/** The AI's labels of a batch, by position; ads it left out are absent. */
async function labelsFromAi(ai: AiClient, batch: readonly ClassifiableAd[]): Promise<Map<number, AdLabels>> {
  const answer = await ai.completeJson({
    system: aiSystemPrompt(),
    user: aiUserPrompt(batch),
    schema: aiAnswerSchema,
  });
  const labelled = new Map<number, AdLabels>();
  for (const entry of answer.ads) {
    const index = Number(entry.id) - 1;
    const ad = batch[index];
    if (!ad || labelled.has(index)) continue;
    const labels = {} as AdLabels;
    for (const attribute of AI_GROUPING_ATTRIBUTES) {
      labels[attribute] = canonicalLabel(attribute, entry[attribute], ad);
    }
    labelled.set(index, labels);
  }
  return labelled;
}

export interface LabelOutcome {
  labelled: number;
  byAi: number;
  byClassifier: number;
}

/**
 * The job's work: labels the account's unlabelled ads (every ad when `force`) in batches through the AI
 * provider when one is configured, each failed batch through the keyword classifier instead, and marks
 * the account ready. Skips an account that is gone or whose organisation turned the flag off.
 */
export async function labelAdAccountAds(
  context: AppContext,
  input: { adAccountId: string; force?: boolean },
  ai: AiClient | undefined = context.ai,
): Promise<LabelOutcome> {
  const { db } = context.database;
  const outcome: LabelOutcome = { labelled: 0, byAi: 0, byClassifier: 0 };
  const account = await findAdAccountById(db, input.adAccountId);
  if (!account || !(await groupingEnabled(db, account.orgId))) return outcome;
  await setAiGroupingState(db, account.id, { status: 'running' });
  try {
    const pending = await adsToLabel(db, account.id, input.force ?? false);
    for (let start = 0; start < pending.length; start += AI_GROUPING_BATCH_SIZE) {
      const batch = pending.slice(start, start + AI_GROUPING_BATCH_SIZE);
      let fromAi = new Map<number, AdLabels>();
      if (ai) {
        try {
          fromAi = await labelsFromAi(ai, batch);
        } catch (error) {
          context.log.warn(
            { err: error, adAccountId: account.id },
            'AI grouping fell back to the keyword classifier',
          );
        }
      }
      const labelled = batch.map((ad, index) => ({ id: ad.id, labels: fromAi.get(index) ?? classifyAd(ad) }));
      await storeAdLabels(db, account.id, labelled);
      outcome.byAi += fromAi.size;
      outcome.byClassifier += batch.length - fromAi.size;
    }
    outcome.labelled = pending.length;
    await setAiGroupingState(db, account.id, {
      status: 'ready',
      source: sourceAfter(account, outcome, input.force ?? false),
    });
    return outcome;
  } catch (error) {
    await setAiGroupingState(db, account.id, { status: 'error' });
    throw error;
  }
}

/** `ai` only while every stored label came from the AI provider. */
function sourceAfter(account: AdAccountRow, outcome: LabelOutcome, force: boolean): AiLabelSource | null {
  if (outcome.byClassifier > 0) return 'heuristic';
  if (outcome.byAi === 0) return account.aiGroupingSource;
  return force || account.aiGroupingSource !== 'heuristic' ? 'ai' : 'heuristic';
}
