import type { z } from 'zod';
import type { Config } from '../config/config.ts';
import { createOpenAiCompatibleClient, type OpenAiCompatibleOptions } from './openai-compatible-client.ts';

export { AiClientError } from './ai-client-error.ts';

/** A request for one JSON answer: the instructions, the input, and the shape the answer must have. */
export interface JsonCompletionRequest<T> {
  system: string;
  user: string;
  schema: z.ZodType<T>;
}

/** A language model that answers in JSON. Callers keep a heuristic for when it throws. */
export interface AiClient {
  /** The model's answer, parsed and checked against `schema`; throws an AiClientError otherwise. */
  completeJson<T>(request: JsonCompletionRequest<T>): Promise<T>;
}

/** Timing of the calls: a timeout per attempt, retries and their back-off, and how to wait. */
export type AiClientTuning = Omit<OpenAiCompatibleOptions, 'baseUrl' | 'apiKey' | 'model'>;

/** The configured AI provider, or undefined when AI_BASE_URL is unset (features use their heuristics). */
export function createAiClient(config: Config['ai'], tuning: AiClientTuning = {}): AiClient | undefined {
  return config ? createOpenAiCompatibleClient({ ...config, ...tuning }) : undefined;
}
