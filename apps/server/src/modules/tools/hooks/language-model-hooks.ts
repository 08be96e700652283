import {
  HOOK_FIELD_MAX,
  HOOK_STAGES,
  HOOK_TACTICS,
  HOOK_TRIGGERS,
  cleanText,
  type GenerateHooksBody,
  type Hook,
} from '@hookline/domain';
import { z } from 'zod';
import type { AiClient } from '../../../platform/ai/ai-client.ts';
import { nearDuplicate, wordCount } from './hook-english.ts';

/*
 * Hooks written by the configured language model. It is asked for JSON in a given shape, and the answer is
 * checked with zod: the stage, tactic and trigger from the lists, every line one sentence of sensible length,
 * a 5 to 8 word headline, no template braces. An answer that fails the check throws (AiClientError), and the
 * caller writes the hooks from the formulas instead.
 */

const line = (max: number) =>
  z
    .string()
    .transform((value) => cleanText(value).replace(/ {2,}/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(max)
        .refine((value) => !/[{}]|\b(undefined|null|NaN)\b|\[(?:product|name|benefit)\]/i.test(value), {
          error: 'holds a placeholder',
        }),
    );

const answerHook = z.object({
  text: line(HOOK_FIELD_MAX),
  stage: z.enum(HOOK_STAGES),
  trigger: z.enum(HOOK_TRIGGERS),
  tactic: z.enum(HOOK_TACTICS),
  why: line(HOOK_FIELD_MAX),
  spoken: line(HOOK_FIELD_MAX),
  visual: line(HOOK_FIELD_MAX),
  overlay: line(80),
  headline: line(80).refine((value) => wordCount(value) >= 5 && wordCount(value) <= 8, {
    error: 'a headline has 5 to 8 words',
  }),
});

const answerSchema = (count: number) =>
  z.object({
    hooks: z
      .array(answerHook)
      .min(count)
      .max(count + 10),
  });

const SYSTEM_PROMPT = [
  'You are a senior direct-response copywriter writing scroll-stopping ad hooks for a product.',
  "Write only from the product's own facts: never invent figures, reviews, discounts or guarantees it does not state.",
  'Spread the hooks across the five stages of awareness, in order: unaware, problem-aware, solution-aware,',
  'product-aware, most-aware. Vary the tactic; no two hooks may say nearly the same thing.',
  `Stages: ${HOOK_STAGES.join(', ')}. Tactics: ${HOOK_TACTICS.join(', ')}. Triggers: ${HOOK_TRIGGERS.join(', ')}.`,
  'Each hook is one or two short sentences in sentence case, ending with punctuation.',
  'Answer with one JSON object: {"hooks": [{"text": "...", "stage": "...", "trigger": "...", "tactic": "...",',
  '"why": "one line: why it stops this audience", "spoken": "the line said in the first seconds of a video",',
  '"visual": "what the first frame shows", "overlay": "the short text on screen",',
  '"headline": "a 5 to 8 word headline for a static ad"}]}',
].join('\n');

/** The model's hooks, checked; throws an AiClientError when its answer cannot be used. */
export async function languageModelHooks(
  ai: AiClient,
  request: Pick<GenerateHooksBody, 'product' | 'audience' | 'angle' | 'tone' | 'count'>,
): Promise<Hook[]> {
  const answer = await ai.completeJson({
    system: SYSTEM_PROMPT,
    user: JSON.stringify({
      product: request.product,
      audience: request.audience ?? null,
      angle: request.angle ?? null,
      tone: request.tone ?? 'friendly',
      count: request.count,
    }),
    schema: answerSchema(request.count),
  });
  const kept: Hook[] = [];
  for (const hook of answer.hooks) {
    if (kept.length >= request.count) break;
    if (!kept.some((other) => nearDuplicate(other.text, hook.text))) kept.push(hook);
  }
  return kept.sort((a, b) => HOOK_STAGES.indexOf(a.stage) - HOOK_STAGES.indexOf(b.stage));
}
