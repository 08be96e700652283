import type { DriveFile, DriveVersion } from '@hookline/domain';
import { CustomFieldsSection } from './CustomFieldsSection.tsx';
import classes from './details.module.css';
import { DescriptionField } from './DescriptionField.tsx';
import { FileFacts } from './FileFacts.tsx';
import { TagsField } from './TagsField.tsx';
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
      />
      <TagsField file={file} canEdit={canEdit} onChange={(change) => update.mutate(change)} />
      <CustomFieldsSection
        file={file}
        canEdit={canEdit}
        onSave={(fieldId, value) => update.mutate({ customFields: { [fieldId]: value } })}
      />
    </div>
  );
}
