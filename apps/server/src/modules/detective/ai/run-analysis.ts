import {
  AI_DETECTIVE_MESSAGES,
  type AiDetectiveAnalysis,
  type AiDetectiveGeneratedBy,
} from '@hookline/domain';
import { eq } from 'drizzle-orm';
import { AiClientError } from '../../../platform/ai/ai-client.ts';
import type { AppContext } from '../../../platform/context.ts';
import { brandAdChanges, brandNamesByIds } from '../../discover/index.ts';
import { detectiveTrackers } from '../tables.ts';
import { readAnalysisFigures, storedFigures, type AnalysisFigures } from './analysis-figures.ts';
import { previousAnalysis } from './ai-detective.service.ts';
import { compareFigures, type Changes } from './changes.ts';
import { languageModelAnalysis } from './language-model-analysis.ts';
import { OFFLINE_NOTE, offlineActions, offlineSections, offlineSummary } from './offline-analysis.ts';
import { detectiveAiAnalyses, type DetectiveAiAnalysisRow } from './tables.ts';

class AnalysisFailure extends Error {}

/** The written part: by the language model when configured and its answer is usable, else from the statistics. */
async function write(
  context: AppContext,
  figures: AnalysisFigures,
  changes: Changes | null,
): Promise<Pick<AiDetectiveAnalysis, 'summary' | 'sections' | 'actions' | 'generatedBy'>> {
  const offline = (fallbackReason: string | null) => ({
    summary: `${offlineSummary(figures, changes)} ${OFFLINE_NOTE}`,
    sections: offlineSections(figures, changes),
    actions: offlineActions(figures),
    generatedBy: { method: 'statistics', model: null, fallbackReason } satisfies AiDetectiveGeneratedBy,
  });
  if (!context.ai) return offline(null);
  try {
    const written = await languageModelAnalysis(context.ai, figures, changes);
    return {
      ...written,
      generatedBy: {
        method: 'language-model',
        model: context.config.ai?.model ?? null,
        fallbackReason: null,
      },
    };
  } catch (error) {
    if (!(error instanceof AiClientError)) throw error;
    // A model that can't be reached, or whose answer fails the check, still leaves the team an analysis.
    context.log.warn({ err: error }, 'AI detective: the language model failed; writing from the statistics');
    return offline(`The language model's answer could not be used (${error.message}).`);
  }
}

async function analyse(context: AppContext, row: DetectiveAiAnalysisRow): Promise<void> {
  const { db } = context.database;
  const [tracker] = await db.select().from(detectiveTrackers).where(eq(detectiveTrackers.id, row.trackerId));
  const [brand] = tracker ? await brandNamesByIds(db, [tracker.brandId]) : [];
  if (!tracker || !brand) throw new AnalysisFailure(AI_DETECTIVE_MESSAGES.brandGone);
  const today = context.clock.now().toISOString().slice(0, 10);
  const figures = await readAnalysisFigures(db, { brandId: brand.id, brandName: brand.name, today });
  const previous = await previousAnalysis(db, row);
  let changes: Changes | null = null;
  if (previous?.figures) {
    const moved = await brandAdChanges(db, { brandId: brand.id, since: previous.figures.day, today });
    changes = compareFigures({ previous: previous.figures, now: figures, ...moved });
  }
  const written = await write(context, figures, changes);
  const analysis: AiDetectiveAnalysis = {
    ...written,
    period: figures.period,
    previousAnalysisId: previous?.id ?? null,
  };
  await db
    .update(detectiveAiAnalyses)
    .set({
      status: 'done',
      analysis,
      figures: storedFigures(figures),
      error: null,
      completedAt: context.clock.now(),
    })
    .where(eq(detectiveAiAnalyses.id, row.id));
}

/**
 * The job's work: writes the analysis and marks it done, or failed with a reason in plain words. An analysis
 * already done or failed, or deleted meanwhile, is left alone.
 */
export async function runAiDetectiveAnalysis(context: AppContext, analysisId: string): Promise<void> {
  const { db } = context.database;
  const [row] = await db.select().from(detectiveAiAnalyses).where(eq(detectiveAiAnalyses.id, analysisId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  await db
    .update(detectiveAiAnalyses)
    .set({ status: 'running', startedAt: context.clock.now() })
    .where(eq(detectiveAiAnalyses.id, row.id));
  try {
    await analyse(context, row);
  } catch (error) {
    context.log.error({ err: error, analysisId }, 'AI detective analysis failed');
    await db
      .update(detectiveAiAnalyses)
      .set({
        status: 'failed',
        error: error instanceof AnalysisFailure ? error.message : AI_DETECTIVE_MESSAGES.failed,
        completedAt: context.clock.now(),
      })
      .where(eq(detectiveAiAnalyses.id, row.id));
  }
}
