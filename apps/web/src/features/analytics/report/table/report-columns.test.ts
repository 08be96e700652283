import { describe, expect, it } from 'vitest';
import { videoShareText } from './report-columns.ts';

describe('videoShareText', () => {
  it('names the video share of a line that mixes formats, and nothing for one format', () => {
    expect(videoShareText(0.2)).toBe('20% video');
    expect(videoShareText(0.004)).toBe('<1% video');
    expect(videoShareText(0.996)).toBe('>99% video');
    expect(videoShareText(1)).toBeNull();
    expect(videoShareText(0)).toBeNull();
    expect(videoShareText(null)).toBeNull();
  });
});
