import type { Report } from '@hookline/domain';
import { renderHook } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { draftOf, type ReportDraft } from './report-draft.ts';
import { aSavedReport } from './report-fixtures.ts';
import { useDetailsChangedElsewhere } from './use-details-changed-elsewhere.ts';

const REPORT = aSavedReport({ name: 'Top ads', folderId: 'f-1', createdBy: null });

function useEditor(report: Report, edit: Partial<ReportDraft>) {
  const [saved, setSaved] = useState(() => draftOf(REPORT));
  const [draft, setDraft] = useState<ReportDraft>(() => ({ ...draftOf(REPORT), ...edit }));
  useDetailsChangedElsewhere(report, setSaved, setDraft);
  return { saved, draft };
}

describe('details changed in the folder tree while the report is open', () => {
  it('take the place of the saved ones, and of the draft’s where it had not changed them', () => {
    const { result, rerender } = renderHook(({ report }) => useEditor(report, { description: 'Mine' }), {
      initialProps: { report: REPORT },
    });
    rerender({ report: { ...REPORT, name: 'Winners', emoticon: '🏆', folderId: 'f-2' } });
    expect(result.current.saved).toMatchObject({ name: 'Winners', emoticon: '🏆', folderId: 'f-2' });
    expect(result.current.draft).toMatchObject({
      name: 'Winners',
      emoticon: '🏆',
      folderId: 'f-2',
      description: 'Mine',
    });
  });

  it('leave a name the draft changed itself', () => {
    const { result, rerender } = renderHook(({ report }) => useEditor(report, { name: 'Draft name' }), {
      initialProps: { report: REPORT },
    });
    rerender({ report: { ...REPORT, name: 'Winners' } });
    expect(result.current.saved.name).toBe('Winners');
    expect(result.current.draft.name).toBe('Draft name');
  });
});
