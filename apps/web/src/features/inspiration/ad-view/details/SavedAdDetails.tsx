import type { InspirationFile } from '@hookline/domain';
import { Stack } from '@mantine/core';
import type { SavedAdActions } from '../use-saved-ad.ts';
import { AdDescriptionField } from './AdDescriptionField.tsx';
import { AdTagsField } from './AdTagsField.tsx';
import { AdTextsForm } from './AdTextsForm.tsx';
import classes from './details.module.css';
import { SavedAdFacts } from './SavedAdFacts.tsx';

interface SavedAdDetailsProps {
  file: InspirationFile;
  actions: SavedAdActions;
}

/**
 * The details tab of a member's saved-ad view: the ad's facts and words, its tags and the team's
 * description, editable with `file.manage`; an uploaded ad's words are a form.
 */
export function SavedAdDetails({ file, actions }: SavedAdDetailsProps) {
  const canEdit = file.allowedActions.includes('file.manage');
  const editTexts = canEdit && file.is_manual_upload;
  const saving = actions.update.isPending;
  return (
    <Stack gap="lg" data-tour="ad-details">
      <SavedAdFacts file={file} withoutTexts={editTexts} />
      {editTexts && (
        <div className={classes.divider}>
          <AdTextsForm
            key={file.modifiedAt}
            file={file}
            saving={saving}
            onSave={(body) => actions.update.mutate(body)}
          />
        </div>
      )}
      <Stack gap="md" className={classes.divider}>
        <AdTagsField
          workspaceId={file.workspaceId}
          tags={file.tags}
          canEdit={canEdit}
          saving={saving}
          onChange={(change) => actions.update.mutate(change)}
        />
        <AdDescriptionField
          key={file.description ?? ''}
          value={file.description}
          canEdit={canEdit}
          saving={saving}
          onSave={(description) => actions.update.mutate({ description })}
        />
      </Stack>
    </Stack>
  );
}
