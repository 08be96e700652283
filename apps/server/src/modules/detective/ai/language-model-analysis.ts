import { DETECTIVE_AD_IDS_MAX, type AiDetectiveSection } from '@hookline/domain';
import { z } from 'zod';
import type { AiClient } from '../../../platform/ai/ai-client.ts';
import type { AnalysisFigures } from './analysis-figures.ts';
import type { Changes } from './changes.ts';
import { CHANGES_TITLE, FIRST_TITLE, SPY_DATA_CAVEAT } from './offline-analysis.ts';

/*
 * The analysis written by the configured language model. It receives the statistics and the ads' openings
 * under short handles (`a1` for an ad, `h1` for a hook) and answers JSON that cites them. The answer is
 * checked with zod against the handles it was given: a handle it invents, a missing section or a fourth action
 * fails the check, and the caller then writes the analysis from the statistics instead (saying why). Hooks
 * are cited by handle, so that every quote is the ads' own words.
 */

const ADS_IN_PROMPT = 80;
const TEXT_CHARS = 280;

const clip = (text: string | null) =>
  text === null ? null : text.length > TEXT_CHARS ? `${text.slice(0, TEXT_CHARS)}…` : text;

/** The hooks as the prompt names them. */
function hookHandles(figures: AnalysisFigures) {
  return figures.hookClusters
    .flatMap((cluster) => cluster.hooks)
    .map((hook, index) => ({ ref: `h${index + 1}`, hook }));
}

function answerSchema(adRefs: ReadonlySet<string>, hookRefs: ReadonlySet<string>) {
  const text = z.string().trim().min(1).max(2000);
  const cited = z
    .array(z.string().refine((ref) => adRefs.has(ref), { error: 'cites an ad it was not given' }))
    .max(50);
  const part = z.object({ text, ads: cited });
  return z.object({
    summary: text,
    changes: part,
    angles: part,
    personas: part,
    offers: part,
    hooks: z.object({
      text,
      hooks: z
        .array(z.string().refine((ref) => hookRefs.has(ref), { error: 'cites a hook it was not given' }))
        .max(12),
    }),
    cadence: part,
    actions: z.array(z.string().trim().min(1).max(600)).min(2).max(3),
  });
}

const SYSTEM_PROMPT = [
  "You are a competitive-intelligence analyst writing for a brand's creative team. You are given the statistics",
  "of a competitor's ads from a public ad library, and the ads' openings under handles (a1, a2 for ads; h1, h2 for",
  'hooks). Write plainly and concretely, citing figures. Spy data shows what the competitor bets on, not what',
  'works for it: never claim an ad performs well; a long run is a bet the brand renews. Cite ads only by the',
  'handles given, and hooks only by their h handles (they are shown to the reader verbatim).',
  'Answer with one JSON object:',
  '{"summary": "...", "changes": {"text": "...", "ads": ["a1"]}, "angles": {"text": "...", "ads": []},',
  '"personas": {"text": "...", "ads": []}, "offers": {"text": "...", "ads": []},',
  '"hooks": {"text": "...", "hooks": ["h1"]}, "cadence": {"text": "...", "ads": []}, "actions": ["...", "..."]}',
  '"changes" says what changed since the previous analysis (given as "changes"), or that this is the first one',
  'when "changes" is null. "actions" holds two or three concrete things the team can do next.',
].join('\n');

function userPrompt(figures: AnalysisFigures, changes: Changes | null): string {
  const refOf = new Map(figures.ads.map((ad) => [ad.adId, ad.ref]));
  const refs = (ids: readonly string[]) => ids.flatMap((id) => refOf.get(id) ?? []).slice(0, 10);
  return JSON.stringify({
    brand: figures.brandName,
    period: figures.period,
    liveAds: figures.liveAds.total,
    runningToday: figures.activeToday.total,
    formats: figures.formatMix.map((entry) => ({ format: entry.format, ads: entry.ads.total })),
    medianRunningDays: figures.medianRunningDays,
    launches: figures.launches,
    burstDays: figures.bursts.map((burst) => ({
      day: burst.day,
      launches: burst.ads.total,
      ads: refs(burst.ads.adIds),
    })),
    longestRunning: figures.longestRunning.map((ad) => ({
      ad: refOf.get(ad.adId) ?? null,
      days: ad.runningDays,
    })),
    offers: figures.offers.map((offer) => ({
      kind: offer.kind,
      examples: offer.examples,
      ads: refs(offer.ads.adIds),
    })),
    callsToAction: figures.ctas.map((cta) => ({ cta: cta.ctaType, ads: cta.ads.total })),
    keyPhrases: figures.keyPhrases.map((phrase) => ({ phrase: phrase.phrase, ads: refs(phrase.adIds) })),
    hooks: hookHandles(figures).map(({ ref, hook }) => ({
      ref,
      text: hook.text,
      spoken: hook.spoken,
      ads: hook.adIds.length,
    })),
    changes: changes && {
      since: changes.previousDay,
      newAds: changes.started.total,
      newAdHandles: refs(changes.started.adIds),
      stoppedAds: changes.stopped.total,
      runningBefore: changes.activeBefore,
      runningNow: changes.activeNow,
      formatShifts: changes.formatShifts,
      offersAdded: changes.offersAdded,
      offersDropped: changes.offersDropped,
      launchesBefore: changes.launchesBefore,
      launchesNow: changes.launchesNow,
    },
    ads: figures.ads.slice(0, ADS_IN_PROMPT).map((ad) => ({
      ref: ad.ref,
      format: ad.format,
      started: ad.startDate,
      stopped: ad.endDate,
      copy: clip(ad.copy),
      transcript: clip(ad.transcript),
    })),
  });
}

/** The analysis's summary, sections and actions as the language model writes them; throws an AiClientError when unusable. */
export async function languageModelAnalysis(
  ai: AiClient,
  figures: AnalysisFigures,
  changes: Changes | null,
): Promise<{ summary: string; sections: AiDetectiveSection[]; actions: string[] }> {
  const handles = hookHandles(figures);
  const answer = await ai.completeJson({
    system: SYSTEM_PROMPT,
    user: userPrompt(figures, changes),
    schema: answerSchema(
      new Set(figures.ads.map((ad) => ad.ref)),
      new Set(handles.map((handle) => handle.ref)),
    ),
  });
  const idOf = new Map(figures.ads.map((ad) => [ad.ref, ad.adId]));
  const ids = (refs: readonly string[]) => [...new Set(refs.flatMap((ref) => idOf.get(ref) ?? []))];
  const hookOf = new Map(handles.map((handle) => [handle.ref, handle.hook]));
  const quotes = [...new Set(answer.hooks.hooks)].flatMap((ref) => {
    const hook = hookOf.get(ref);
    return hook ? [{ text: hook.text, adIds: hook.adIds.slice(0, DETECTIVE_AD_IDS_MAX) }] : [];
  });
  const changeIds = changes ? [...changes.started.adIds, ...changes.stopped.adIds] : [];
  const part = (
    key: AiDetectiveSection['key'],
    title: string,
    value: { text: string; ads: string[] },
    extra: string[] = [],
  ) => ({
    key,
    title,
    text: value.text,
    adIds: [...new Set([...ids(value.ads), ...extra])].slice(0, DETECTIVE_AD_IDS_MAX),
    quotes: [],
  });
  const summary = /not (their )?results|not what works|a bet/i.test(answer.summary)
    ? answer.summary
    : `${answer.summary} ${SPY_DATA_CAVEAT}`;
  return {
    summary,
    sections: [
      part('changes', changes ? CHANGES_TITLE : FIRST_TITLE, answer.changes, changeIds),
      part('angles', 'Angles', answer.angles),
      part('personas', 'Personas', answer.personas),
      part('offers', 'Offers', answer.offers),
      {
        key: 'hooks',
        title: 'Hooks',
        text: answer.hooks.text,
        adIds: [...new Set(quotes.flatMap((quote) => quote.adIds))].slice(0, DETECTIVE_AD_IDS_MAX),
        quotes,
      },
      part('cadence', 'Cadence', answer.cadence),
    ],
    actions: answer.actions,
  };
}
