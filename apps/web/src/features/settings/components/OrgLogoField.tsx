import type { Organisation } from '@hookline/domain';
import { Avatar } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import type { SyntheticEvent } from 'react';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { useRemoveOrganisationLogo, useUploadOrganisationLogo } from '../hooks/use-organisation-settings.ts';

/** `onLocked`: set when the plan has no white label; choosing a logo then calls it instead. */
export function OrgLogoField({ org, onLocked }: { org: Organisation; onLocked?: (() => void) | undefined }) {
  const upload = useUploadOrganisationLogo(org._id);
  const remove = useRemoveOrganisationLogo(org._id);
  // Only choosing a logo is locked: removing one stays possible.
  const intercept = (event: SyntheticEvent) => {
    const inDropzone = event.target instanceof Element && event.target.closest('.mantine-Dropzone-root');
    if (!onLocked || !inDropzone) return;
    event.preventDefault();
    event.stopPropagation();
    onLocked();
  };

  return (
    <div onClickCapture={intercept} onDropCapture={intercept}>
      <ImageUploadField
        imageUrl={org.logo}
        renderPreview={(src) => (
          <Avatar src={src} size={96} radius="lg" color="hookline" variant="light" alt={`${org.name} logo`}>
            <IconBuildingSkyscraper size={40} stroke={1.5} />
          </Avatar>
        )}
        prompt="Drop a logo here or click to choose one"
        uploading={upload.isPending}
        onUpload={(file, settled) => upload.mutate(file, { onSettled: settled })}
        remove={{ label: 'Remove logo', pending: remove.isPending, onRemove: () => remove.mutate() }}
      />
    </div>
  );
}
