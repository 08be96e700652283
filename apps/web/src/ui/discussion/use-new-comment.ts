import type { CommentMention } from '@hookline/domain';
import { useState } from 'react';
import { useCommentDraft } from '../comments/comment-drafts.ts';
import { toContent } from '../comments/mention-text.ts';

/** The name a share link's viewer comments under: asked once, kept for the session. */
export interface ViewerName {
  name: string | null;
  onName: (name: string) => void;
}

type Update<T> = T | ((current: T) => T);
const next = <T>(update: Update<T>, current: T): T =>
  typeof update === 'function' ? (update as (current: T) => T)(current) : update;

/**
 * What a new-comment box holds: its words with @mentions (kept under `draftKey` until sent, when given), the
 * name a share link's viewer is asked for, and the messages that stop a send.
 */
export function useNewComment({ draftKey, viewerName }: { draftKey?: string; viewerName?: ViewerName }) {
  const [draft, setDraft] = useCommentDraft(draftKey);
  const { text, mentions } = draft;
  const setText = (update: Update<string>) =>
    setDraft((current) => ({ ...current, text: next(update, current.text) }));
  const setMentions = (update: Update<CommentMention[]>) =>
    setDraft((current) => ({ ...current, mentions: next(update, current.mentions) }));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  /**
   * Sends the words through `deliver`: the box empties at once, ready for the next comment, and gets the words
   * back when `deliver` answers false (the server refused them).
   */
  const send = async (deliver: (content: string) => Promise<boolean>) => {
    const content = toContent(text, mentions).trim();
    if (!content) {
      setError('Please write a comment');
      return;
    }
    if (viewerName && !viewerName.name) {
      const given = name.trim();
      if (!given) {
        setNameError('Please enter your name');
        return;
      }
      viewerName.onName(given);
    }
    setText('');
    setMentions([]);
    setError(null);
    const sent = await deliver(content);
    if (!sent) {
      setText((current) => current || text);
      setMentions((current) => (current.length > 0 ? current : mentions));
    }
  };

  return {
    text,
    mentions,
    error,
    name,
    nameError,
    viewerName,
    changeText: (value: string) => {
      setText(value);
      setError(null);
    },
    changeMentions: (value: CommentMention[]) => setMentions(value),
    changeName: (value: string) => {
      setName(value);
      setNameError(null);
    },
    send,
  };
}

export type NewComment = ReturnType<typeof useNewComment>;
