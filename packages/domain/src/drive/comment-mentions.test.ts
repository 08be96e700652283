import { describe, expect, it } from 'vitest';
import { formatMention, mentionsAsText, parseMentions } from './comment-mentions.ts';

const jane = '0b7f4c1e-2d3a-4e5f-8a9b-0c1d2e3f4a5b';
const omar = 'A1B2C3D4-E5F6-4789-ABCD-EF0123456789';

describe('comment mentions', () => {
  it('reads every tagged member once, in order, with lower-case ids', () => {
    const content = `@[Jane Doe](${jane}) please check, and @[Omar](${omar}) too. Thanks @[Jane](${jane})`;
    expect(parseMentions(content)).toEqual([
      { userId: jane, name: 'Jane Doe' },
      { userId: omar.toLowerCase(), name: 'Omar' },
    ]);
  });

  it('ignores text that only looks like a tag', () => {
    expect(parseMentions('@Jane Doe')).toEqual([]);
    expect(parseMentions(`[Jane](${jane})`)).toEqual([]);
    expect(parseMentions('@[Jane](not-a-user-id)')).toEqual([]);
    expect(parseMentions(`@[](${jane})`)).toEqual([]);
    expect(parseMentions(`@[Jane\nDoe](${jane})`)).toEqual([]);
    expect(parseMentions(`@[${'x'.repeat(101)}](${jane})`)).toEqual([]);
  });

  it('writes the tag the parser reads back, whatever the name holds', () => {
    const written = formatMention({ userId: jane, name: ' [Jane] Doe\n ' });
    expect(written).toBe(`@[Jane Doe](${jane})`);
    expect(parseMentions(`Hi ${written}!`)).toEqual([{ userId: jane, name: 'Jane Doe' }]);
    expect(formatMention({ userId: jane, name: '[]' })).toBe(`@[Unknown](${jane})`);
  });

  it('shows tags as @Name in plain text', () => {
    expect(mentionsAsText(`@[Jane Doe](${jane}), see frame 12`)).toBe('@Jane Doe, see frame 12');
  });
});
