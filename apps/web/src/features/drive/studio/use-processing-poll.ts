import type { DriveFile } from '@hookline/domain';
import { useEffect, useRef } from 'react';
import { INITIAL_THUMB_POLL, nextThumbPoll } from '../../../ui/thumbnail-polling/thumbnail-polling.ts';

/**
 * While a version is still being processed, the file is read again on the spec's schedule (section 9: at
 * most 3 times, after 10 s, then doubling), so its preview appears without a reload.
 */
export function useProcessingPoll(file: DriveFile | undefined, refetch: () => unknown): void {
  const state = useRef(INITIAL_THUMB_POLL);
  const processing = (file?.versions ?? [])
    .filter((version) => version.thumbGenerationInprogress)
    .map((version) => version.versionId)
    .join(',');
  const updatedAt = file?.modifiedAt;

  useEffect(() => {
    const next = nextThumbPoll(state.current, processing ? processing.split(',') : []);
    state.current = next.state;
    if (next.delayMs === null) return;
    const timer = setTimeout(() => void refetch(), next.delayMs);
    return () => clearTimeout(timer);
  }, [processing, updatedAt, refetch]);
}
