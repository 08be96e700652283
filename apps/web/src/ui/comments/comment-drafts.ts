import type { CommentMention } from '@hookline/domain';
import { useState } from 'react';

/** A comment being written: its words and the members picked from the @ list. */
export interface CommentDraft {
  text: string;
  mentions: CommentMention[];
}

const EMPTY: CommentDraft = { text: '', mentions: [] };
const PREFIX = 'hookline.comment-draft.';

/** Kept for the browser tab's session, so that closing the viewer (or a reload) never drops the words. */
function read(key: string): CommentDraft {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    if (!stored) return EMPTY;
    const parsed = JSON.parse(stored) as Partial<CommentDraft>;
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      mentions: Array.isArray(parsed.mentions) ? parsed.mentions : [],
    };
  } catch {
    return EMPTY;
  }
}

function write(key: string, draft: CommentDraft): void {
  try {
    if (draft.text === '') sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the draft lives as long as the box does.
  }
}

/**
 * The draft of a new comment, kept per `key` (an ad's asset, a file's version) until it is sent: closing
 * the viewer and opening it again finds the words where they were. Without a key, a plain state.
 */
export function useCommentDraft(key: string | undefined) {
  const [draft, setDraftState] = useState<CommentDraft>(() => (key ? read(key) : EMPTY));
  const setDraft = (update: (current: CommentDraft) => CommentDraft) => {
    setDraftState((current) => {
      const next = update(current);
      if (key) write(key, next);
      return next;
    });
  };
  return [draft, setDraft] as const;
}
