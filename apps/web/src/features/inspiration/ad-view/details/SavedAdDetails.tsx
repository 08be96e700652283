import type { InspirationFile } from '@hookline/domain';
import { Stack } from '@mantine/core';
import { SETTINGS_KEYS, settingsApi } from '../../../../api/settings-api.ts';
import { DescriptionField } from '../../../../ui/details/DescriptionField.tsx';
import { TagsField } from '../../../../ui/details/TagsField.tsx';
import type { SavedAdActions } from '../use-saved-ad.ts';
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
        <TagsField
          tags={file.tags}
          choices={{
            queryKey: SETTINGS_KEYS.tags(file.workspaceId, 'inspiration'),
            list: (signal) => settingsApi.tags(file.workspaceId, 'inspiration', signal),
          }}
          canEdit={canEdit}
          saving={saving}
          noTagsMessage="This workspace has no Inspiration tags yet: add them in Settings, Tags."
          onChange={(change) => actions.update.mutate(change)}
        />
        <DescriptionField
          key={file.description ?? ''}
          value={file.description}
          canEdit={canEdit}
          saving={saving}
          onSave={(description) => actions.update.mutate({ description })}
          placeholder="Why it’s here: the hook, the angle, what to borrow…"
        />
      </Stack>
    </Stack>
  );
}
