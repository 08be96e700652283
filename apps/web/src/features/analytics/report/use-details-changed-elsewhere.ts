import type { Report } from '@hookline/domain';
import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { ReportDraft } from './report-draft.ts';

type Details = Pick<ReportDraft, 'name' | 'description' | 'emoticon' | 'folderId'>;
const detailsOf = ({ name, description, emoticon, folderId }: Details): Details => ({
  name,
  description,
  emoticon,
  folderId,
});

/**
 * The folder tree renames, re-emojis and moves the open report on its own: the saved report takes the new
 * details, and so does the draft wherever it had not changed them itself.
 */
export function useDetailsChangedElsewhere(
  report: Report,
  setSaved: Dispatch<SetStateAction<ReportDraft>>,
  setDraft: Dispatch<SetStateAction<ReportDraft>>,
) {
  const latest = detailsOf(report);
  const key = JSON.stringify(latest);
  const known = useRef(key);
  useEffect(() => {
    if (known.current === key) return;
    const before = JSON.parse(known.current) as Details;
    known.current = key;
    const after = JSON.parse(key) as Details;
    setSaved((current) => ({ ...current, ...after }));
    setDraft((current) => {
      const next = { ...current };
      for (const field of Object.keys(after) as (keyof Details)[]) {
        if (current[field] === before[field]) (next as Record<string, unknown>)[field] = after[field];
      }
      return next;
    });
  }, [key, setSaved, setDraft]);
}
