import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { AD_LAUNCHER_KEYS, adLauncherApi } from '../../../api/adlauncher-api.ts';
import { isApiError } from '../../../api/api-error.ts';
import { conceptOf } from './group-creatives.ts';
import type { WizardState } from './wizard-state.ts';

/** How long the wizard waits after the last change before it saves. */
export const AUTOSAVE_DELAY_MS = 800;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error' | 'conflict';

function draftName(state: WizardState): string {
  const [first] = state.files;
  if (!first) return 'Untitled draft';
  const more = state.files.length - 1;
  return `${conceptOf(first.name)}${more > 0 ? ` + ${more} more` : ''}`.slice(0, 120);
}

interface AutosaveOptions {
  adAccountId: string;
  kind: 'standard' | 'partnership';
  state: WizardState;
  /** The draft being resumed, if any. */
  draftId: string | null;
  version: number | undefined;
  onCreated: (draftId: string) => void;
  /** Puts another tab's saved state in place of this one. */
  replaceState: (state: Record<string, unknown>) => WizardState;
}

/**
 * Saves the wizard to the server as it changes: created once, then updated with the version it last saw,
 * ~800 ms after the last change. A 409 means another tab saved first: the caller offers to load that one.
 */
export function useDraftAutosave(options: AutosaveOptions) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const draft = useRef({ id: options.draftId, version: options.version });
  const [initialJson] = useState(() => JSON.stringify(options.state));
  const savedJson = useRef(initialJson);
  const inFlight = useRef(false);
  const again = useRef(false);
  const conflict = useRef(false);

  /** One save of the latest state; false when it failed. */
  const saveOnce = useCallback(async (): Promise<boolean> => {
    const { adAccountId, kind, state } = latest.current;
    const json = JSON.stringify(state);
    setStatus('saving');
    try {
      const body = { name: draftName(state), kind, state: state as unknown as Record<string, unknown> };
      const saved = draft.current.id
        ? await adLauncherApi.updateDraft(draft.current.id, {
            ...body,
            ...(draft.current.version !== undefined ? { version: draft.current.version } : {}),
          })
        : await adLauncherApi.createDraft(adAccountId, body);
      const created = draft.current.id === null;
      draft.current = { id: saved._id, version: saved.version };
      savedJson.current = json;
      setSavedAt(new Date());
      setStatus('saved');
      if (created) {
        latest.current.onCreated(saved._id);
        void queryClient.invalidateQueries({ queryKey: AD_LAUNCHER_KEYS.drafts(adAccountId) });
      }
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        conflict.current = true;
        setStatus('conflict');
      } else {
        setStatus('error');
      }
      return false;
    }
  }, [queryClient]);

  /** Saves, one request at a time: a change made while one runs is saved right after it. */
  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      let ok = true;
      do {
        again.current = false;
        ok = await saveOnce();
      } while (ok && again.current);
    } finally {
      inFlight.current = false;
    }
  }, [saveOnce]);

  const json = JSON.stringify(options.state);
  useEffect(() => {
    if (json === savedJson.current || conflict.current) return undefined;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [json, save]);

  /** Loads the draft as another tab saved it, in place of this tab's changes. */
  const loadTheirs = useCallback(async () => {
    if (!draft.current.id) return;
    const theirs = await adLauncherApi.draft(draft.current.id);
    const next = latest.current.replaceState(theirs.state);
    draft.current = { id: theirs._id, version: theirs.version };
    savedJson.current = JSON.stringify(next);
    conflict.current = false;
    setSavedAt(new Date(theirs.updatedAt));
    setStatus('saved');
  }, []);

  /** Saves now, after a failure. */
  const retry = useCallback(() => void save(), [save]);

  /** Saves what is pending at once (before a launch) and answers the draft's id. */
  const flush = useCallback(async (): Promise<string | null> => {
    if (JSON.stringify(latest.current.state) !== savedJson.current && !conflict.current) await save();
    return draft.current.id;
  }, [save]);

  return { status, savedAt, retry, loadTheirs, flush };
}
