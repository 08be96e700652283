import { parseMentions } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { commentSegments, insertMention, mentionQueryAt, toContent, toEditable } from './mention-text.ts';

const jane = '0b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';
const janet = '1b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';

describe('mentions in the comment box', () => {
  it('sends each picked @Name as the server’s user tag', () => {
    const content = toContent('@Jane Doe and @Jane Doerr, frame 12 please', [
      { userId: jane, name: 'Jane Doe' },
      { userId: janet, name: 'Jane Doerr' },
    ]);
    expect(content).toBe(`@[Jane Doe](${jane}) and @[Jane Doerr](${janet}), frame 12 please`);
    expect(parseMentions(content).map((mention) => mention.userId)).toEqual([jane, janet]);
  });

  it('leaves names nobody picked as typed', () => {
    expect(toContent('@Jane Doe', [])).toBe('@Jane Doe');
    expect(toContent('@Janet', [{ userId: jane, name: 'Jane' }])).toBe('@Janet');
  });

  it('shows a saved comment as @Name for editing, and sends it back unchanged', () => {
    const saved = `Hi @[Jane Doe](${jane}), see 00:00:03:12`;
    const editable = toEditable(saved);
    expect(editable.text).toBe('Hi @Jane Doe, see 00:00:03:12');
    expect(toContent(editable.text, editable.mentions)).toBe(saved);
  });

  it('finds the @query being typed before the caret', () => {
    expect(mentionQueryAt('Hello @ja', 9)).toEqual({ start: 6, query: 'ja' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail@example', 12)).toBeNull();
    expect(mentionQueryAt('@jane doe', 9)).toBeNull();
  });

  it('puts the picked name where the query was', () => {
    expect(insertMention('Hello @ja!', { start: 6, end: 9 }, 'Jane Doe')).toEqual({
      text: 'Hello @Jane Doe !',
      caret: 16,
    });
  });

  it('cuts a comment into text and mentions for display', () => {
    expect(commentSegments(`Ping @[Jane](${jane}) now`)).toEqual([
      { kind: 'text', text: 'Ping ' },
      { kind: 'mention', name: 'Jane', userId: jane },
      { kind: 'text', text: ' now' },
    ]);
    expect(commentSegments('@[Jane](not-an-id)')).toEqual([{ kind: 'text', text: '@[Jane](not-an-id)' }]);
  });
});
