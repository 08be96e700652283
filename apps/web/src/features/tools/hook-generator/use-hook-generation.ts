import { TOOLS_MESSAGES, type GenerateHooksBody, type GenerateHooksResponse } from '@hookline/domain';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { toolsApi } from '../../../api/tools-api.ts';

export type GenerateRequest = Partial<GenerateHooksBody> & { product: string };

/** The output panel's state: nothing asked yet, writing, refused or failed, or the hooks written. */
export type GenerationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; result: GenerateHooksResponse; request: GenerateRequest };

/**
 * Whether a refusal is the signed-out limit: the server's words for it, or any "too many requests" a
 * signed-out visitor meets (the rate limit in front of the free tools) — both are answered with the gate.
 */
export function isSignedOutLimit(error: unknown, signedOut: boolean): boolean {
  if (!isApiError(error)) return false;
  if (error.message === TOOLS_MESSAGES.signedOutLimit) return true;
  return signedOut && error.status === 429;
}

interface Options {
  /** Signed-out visitors: a "too many requests" opens the gate rather than being said as an error. */
  signedOut?: boolean;
  botCheckToken?: string;
  /** The signed-out limit was met: the caller shows the gate. */
  onLimit?: (request: GenerateRequest) => void;
}

/**
 * Hooks written for a product. The answer is kept in the page's state rather than in the query cache, so that
 * signing in through the gate (which empties the cache) keeps what the visitor typed and got.
 */
export function useHookGeneration({ signedOut = false, botCheckToken, onLimit }: Options = {}) {
  const [state, setState] = useState<GenerationState>({ status: 'idle' });
  const [triesLeft, setTriesLeft] = useState<number | null>(null);
  const latest = useRef(0);
  /** What was shown before the call: the hooks already written stay on screen when the gate answers. */
  const before = useRef<GenerationState>({ status: 'idle' });

  const generate = useCallback(
    async (request: GenerateRequest) => {
      const call = ++latest.current;
      setState((current) => {
        if (current.status !== 'loading') before.current = current;
        return { status: 'loading' };
      });
      try {
        const result = await toolsApi.generateHooks(request, { botCheckToken });
        if (call !== latest.current) return;
        setTriesLeft(result.triesLeft);
        setState({ status: 'done', result, request });
      } catch (error) {
        if (call !== latest.current) return;
        if (isSignedOutLimit(error, signedOut)) {
          setTriesLeft(0);
          setState(before.current);
          onLimit?.(request);
          return;
        }
        const message = error instanceof Error ? error.message : TOOLS_MESSAGES.pageUnreachable;
        setState({ status: 'error', message });
      }
    },
    [botCheckToken, onLimit, signedOut],
  );

  return { state, triesLeft, generate };
}
