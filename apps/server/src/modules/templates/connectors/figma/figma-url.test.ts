import { describe, expect, it } from 'vitest';
import { parseFigmaFrameUrl } from './figma-url.ts';

const KEY = 'aBcD1234efGH5678ijKL90';

describe('parseFigmaFrameUrl', () => {
  it.each([
    [`https://www.figma.com/design/${KEY}/Summer-ads?node-id=12-345&t=abc-0`, '12:345'],
    [`https://www.figma.com/file/${KEY}/Summer-ads?node-id=12%3A345`, '12:345'],
    [`https://figma.com/design/${KEY}?node-id=1:2`, '1:2'],
    [`www.figma.com/design/${KEY}/x?type=design&node-id=0-1&mode=design`, '0:1'],
    [`  https://www.figma.com/design/${KEY}/Ads?node-id=7-8  `, '7:8'],
  ])('reads the file key and the node id of %s', (url, nodeId) => {
    expect(parseFigmaFrameUrl(url)).toEqual({
      fileKey: KEY,
      nodeId,
      designURL: `https://www.figma.com/design/${KEY}/?node-id=${nodeId.replace(':', '-')}`,
    });
  });

  it("reads a branch's key as the file", () => {
    const branch = 'zYxW9876vuTS5432rqPO10';
    expect(
      parseFigmaFrameUrl(`https://www.figma.com/design/${KEY}/branch/${branch}/Ads?node-id=3-4`)?.fileKey,
    ).toBe(branch);
  });

  it.each([
    ['no node id', `https://www.figma.com/design/${KEY}/Summer-ads`],
    ['two node ids', `https://www.figma.com/design/${KEY}/x?node-id=1-2&node-id=3-4`],
    ['an instance id', `https://www.figma.com/design/${KEY}/x?node-id=I1-2;3-4`],
    ['a prototype link', `https://www.figma.com/proto/${KEY}/x?node-id=1-2`],
    ['a board link', `https://www.figma.com/board/${KEY}/x?node-id=1-2`],
    ['another host', `https://www.figma.com.evil.example/design/${KEY}/x?node-id=1-2`],
    ['a look-alike host', `https://figma.co/design/${KEY}/x?node-id=1-2`],
    ['plain http', `http://www.figma.com/design/${KEY}/x?node-id=1-2`],
    ['credentials', `https://user:pass@www.figma.com/design/${KEY}/x?node-id=1-2`],
    ['a port', `https://www.figma.com:8443/design/${KEY}/x?node-id=1-2`],
    ['a short key', 'https://www.figma.com/design/abc/x?node-id=1-2'],
    ['a key with symbols', `https://www.figma.com/design/${KEY}!!/x?node-id=1-2`],
    ['javascript:', 'javascript:alert(1)//www.figma.com/design/x?node-id=1-2'],
    ['an empty string', ''],
    ['words', 'my summer ad'],
    ['NUL', `https://www.figma.com/design/${KEY}/x\u0000?node-id=1-2`],
    ['a NUL in the node id', `https://www.figma.com/design/${KEY}/x?node-id=1-2\u0000`],
    ['a newline', `https://www.figma.com/design/${KEY}/x?node-id=1-2\n`.replace('x?', 'x\n?')],
    ['a lone high surrogate', `https://www.figma.com/design/${KEY}/\uD83D?node-id=1-2`],
    ['a lone low surrogate', `https://www.figma.com/design/${KEY}/\uDE00x?node-id=1-2`],
    ['a very long link', `https://www.figma.com/design/${KEY}/${'a'.repeat(2100)}?node-id=1-2`],
  ])('refuses %s', (_, url) => {
    expect(parseFigmaFrameUrl(url)).toBeNull();
  });

  it('keeps well-formed emoji in the name part', () => {
    expect(parseFigmaFrameUrl(`https://www.figma.com/design/${KEY}/Sale-😀?node-id=1-2`)?.nodeId).toBe('1:2');
  });
});
