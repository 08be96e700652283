import type { DriveFile, DriveVersion } from '@hookline/domain';
import { SETTINGS_KEYS, settingsApi } from '../../../../api/settings-api.ts';
import { DescriptionField } from '../../../../ui/details/DescriptionField.tsx';
import { TagsField } from '../../../../ui/details/TagsField.tsx';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import classes from './details.module.css';
import { FileFacts } from './FileFacts.tsx';
import { useFileUpdate } from './use-file-update.ts';

interface DetailsPanelProps {
  file: DriveFile;
  version: DriveVersion;
  uploader: string;
  canEdit: boolean;
}

/** The file's details: its facts, and its description, tags and custom fields (edited in place). */
export function DetailsPanel({ file, version, uploader, canEdit }: DetailsPanelProps) {
  const update = useFileUpdate(file);
  return (
    <div className={classes.panel}>
      <FileFacts file={file} version={version} uploader={uploader} />
      <DescriptionField
        key={file.description ?? ''}
        value={file.description}
        canEdit={canEdit}
        saving={update.isPending}
        onSave={(description) => update.mutate({ description })}
        placeholder="What is this file? Brief, audience, where it runs…"
      />
      <TagsField
        tags={file.tags}
        choices={{
          queryKey: SETTINGS_KEYS.tags(file.workspaceId, 'drive'),
          list: (signal) => settingsApi.tags(file.workspaceId, 'drive', signal),
        }}
        canEdit={canEdit}
        noTagsMessage="This workspace has no tags yet: add them in Settings, Tags."
        onChange={(change) => update.mutate(change)}
      />
      <CustomFieldsSection
        file={file}
        canEdit={canEdit}
        onSave={(fieldId, value) => update.mutate({ customFields: { [fieldId]: value } })}
      />
    </div>
  );
}
