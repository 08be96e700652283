import type { Organisation } from '@hookline/domain';
import { Avatar } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { ImageUploadField } from '../../../ui/ImageUploadField.tsx';
import { useRemoveOrganisationLogo, useUploadOrganisationLogo } from '../hooks/use-organisation-settings.ts';

export function OrgLogoField({ org }: { org: Organisation }) {
  const upload = useUploadOrganisationLogo(org._id);
  const remove = useRemoveOrganisationLogo(org._id);

  return (
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
  );
}
