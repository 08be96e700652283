import {
  HOOK_STAGES,
  TOOLS_MESSAGES,
  cleanText,
  type GenerateHooksBody,
  type GenerateHooksResponse,
  type Hook,
} from '@hookline/domain';
import { AiClientError } from '../../../platform/ai/ai-client.ts';
import type { AppContext } from '../../../platform/context.ts';
import { badRequest } from '../../../platform/http/app-error.ts';
import { nearDuplicate } from './hook-english.ts';
import { languageModelHooks } from './language-model-hooks.ts';
import { writeOfflineHooks } from './offline-hooks.ts';

export type HooksRequest = Pick<GenerateHooksBody, 'product' | 'audience' | 'angle' | 'tone' | 'count'>;

/** The request's free text without control characters (NUL included); a product left empty is refused. */
export function cleanHooksRequest(body: HooksRequest): HooksRequest {
  const line = (value: string | undefined) => {
    const cleaned = value === undefined ? '' : cleanText(value).replace(/\s+/g, ' ').trim();
    return cleaned === '' ? undefined : cleaned;
  };
  const product = cleanText(body.product, { multiline: true }).trim();
  if (product === '') throw badRequest(TOOLS_MESSAGES.productRequired);
  return {
    product,
    audience: line(body.audience),
    angle: line(body.angle),
    tone: body.tone,
    count: body.count,
  };
}

/** The model's hooks, topped up from the formulas when it gave fewer distinct ones than asked. */
function toppedUp(hooks: Hook[], request: HooksRequest): Hook[] {
  const all = [...hooks];
  for (const hook of writeOfflineHooks(request)) {
    if (all.length >= request.count) break;
    if (!all.some((other) => nearDuplicate(other.text, hook.text))) all.push(hook);
  }
  return all.sort((a, b) => HOOK_STAGES.indexOf(a.stage) - HOOK_STAGES.indexOf(b.stage));
}

/**
 * Hooks for a product: by the language model when one is configured and its answer passes the check, else
 * from the public hook formulas filled with the product's facts. The request is cleaned (`cleanHooksRequest`).
 */
export async function generateHooks(
  context: AppContext,
  request: HooksRequest,
): Promise<Omit<GenerateHooksResponse, 'triesLeft'>> {
  if (context.ai) {
    try {
      const hooks = await languageModelHooks(context.ai, request);
      return {
        data: toppedUp(hooks, request),
        generatedBy: { method: 'language-model', model: context.config.ai?.model ?? null },
      };
    } catch (error) {
      if (!(error instanceof AiClientError)) throw error;
      // A model that can't be reached, or whose answer fails the check, still leaves the visitor hooks.
      context.log.warn(
        { err: error },
        'hook generator: the language model failed; writing from the formulas',
      );
    }
  }
  return { data: writeOfflineHooks(request), generatedBy: { method: 'formulas', model: null } };
}
