import type { InspirationFile } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { processingPollDelay } from './use-saved-ad.ts';

const withAssets = (processing: boolean[]) =>
  ({ assets: processing.map((busy, index) => ({ index, processing: busy })) }) as unknown as InspirationFile;

describe('reading a saved ad again while its media is being made', () => {
  it('waits 10 seconds, then twice as long each time, at most three times', () => {
    const busy = withAssets([false, true]);
    expect(processingPollDelay(busy, 1)).toBe(10_000);
    expect(processingPollDelay(busy, 2)).toBe(20_000);
    expect(processingPollDelay(busy, 3)).toBe(40_000);
    expect(processingPollDelay(busy, 4)).toBe(false);
  });

  it('stops once every asset is ready, and never starts for an ad not read yet', () => {
    expect(processingPollDelay(withAssets([false, false]), 1)).toBe(false);
    expect(processingPollDelay(undefined, 0)).toBe(false);
  });
});
