import { DATE_FORMAT, type FollowedBrand, type Workspace } from '@hookline/domain';
import { Alert, Avatar, Button, Skeleton, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { safeImageUrl } from '../../../ui/safe-image-url.ts';
import classes from '../components/DiscoverSettings.module.css';
import { DiscoverSettingsFrame } from '../components/DiscoverSettingsFrame.tsx';
import { FollowBrandPicker } from '../components/FollowBrandPicker.tsx';
import { brandPagePath } from '../discover-settings-paths.ts';
import { useDiscoverSettings, useFollowBrand } from '../hooks/use-discover-settings.ts';

const adCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'ad' : 'ads'}`;

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0]?.slice(0, 2) ?? '')).toUpperCase();
}

function FollowedBrandRow(props: { brand: FollowedBrand; canManage: boolean; onUnfollow: () => void }) {
  const { brand, canManage, onUnfollow } = props;
  return (
    <li className={classes.brandRow}>
      <Avatar
        src={safeImageUrl(brand.logoURL)}
        size={40}
        radius="md"
        color="hookline"
        variant="light"
        alt=""
        aria-hidden
        className={classes.logo}
      >
        {initialsOf(brand.name)}
      </Avatar>
      <div className={classes.brandText}>
        <Link to={brandPagePath(brand._id)} className={classes.brandName}>
          {brand.name}
        </Link>
        <Text size="sm" c="dimmed">
          {adCountText(brand.adCount)} · Followed {dayjs(brand.followedAt).format(DATE_FORMAT)}
        </Text>
      </div>
      {canManage && (
        <Button variant="default" size="xs" onClick={onUnfollow} aria-label={`Unfollow ${brand.name}`}>
          Unfollow
        </Button>
      )}
    </li>
  );
}

function FollowedBrands({ workspace }: { workspace: Workspace }) {
  const canManage = workspace.allowedActions.includes('brand.manage');
  const settings = useDiscoverSettings(workspace._id);
  const follow = useFollowBrand(workspace._id);
  const [unfollowing, setUnfollowing] = useState<FollowedBrand | null>(null);

  if (settings.isError) {
    return (
      <LoadError
        what="the followed brands"
        onRetry={() => void settings.refetch()}
        retrying={settings.isRefetching}
      />
    );
  }
  if (settings.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the followed brands">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </Stack>
    );
  }

  const brands = settings.data.followedBrands;
  return (
    <Stack gap="lg">
      {canManage ? (
        <FollowBrandPicker
          followedIds={new Set(brands.map((brand) => brand._id))}
          following={follow.isPending && follow.variables.follow}
          onFollow={(brandId) => follow.mutate({ brandId, follow: true })}
        />
      ) : (
        <Alert
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} />}
          className={classes.readOnlyNote}
        >
          You can see the brands this workspace follows. Only its admins and collaborators can change them.
        </Alert>
      )}
      {brands.length === 0 ? (
        <Stack gap={4} py={40} align="center" ta="center">
          <Text fw={600}>This workspace follows no brands yet</Text>
          <Text size="sm" c="dimmed" maw={460}>
            {canManage
              ? 'Follow a brand above, and Hookline keeps its ads in Discover up to date.'
              : 'Ask an admin or a collaborator of the workspace to follow the brands you watch.'}
          </Text>
        </Stack>
      ) : (
        <section aria-labelledby="followed-brands-heading">
          <Text id="followed-brands-heading" fw={700} mb="xs">
            {brands.length === 1 ? '1 followed brand' : `${brands.length} followed brands`}
          </Text>
          <ul className={classes.brandList} aria-label="Followed brands">
            {brands.map((brand) => (
              <FollowedBrandRow
                key={brand._id}
                brand={brand}
                canManage={canManage}
                onUnfollow={() => setUnfollowing(brand)}
              />
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        opened={unfollowing !== null}
        title="Unfollow brand"
        confirmLabel="Unfollow"
        danger
        loading={follow.isPending && follow.variables.follow === false}
        onClose={() => setUnfollowing(null)}
        onConfirm={() => {
          if (!unfollowing) return;
          follow.mutate(
            { brandId: unfollowing._id, follow: false },
            { onSettled: () => setUnfollowing(null) },
          );
        }}
      >
        Stop following {unfollowing?.name}? Its ads stay in Discover, but this workspace no longer keeps them
        up to date.
      </ConfirmDialog>
    </Stack>
  );
}

/** `library/brands-setting`: the brands the active workspace follows. */
export function BrandsSettingPage() {
  return (
    <DiscoverSettingsFrame
      title="Followed brands"
      description="The brands whose ads Hookline keeps up to date in Discover, for everyone in the workspace. Not the same as favourites: a favourite (the star in the brand directory) is your own shortlist, and keeps nothing up to date."
    >
      {(workspace) => <FollowedBrands key={workspace._id} workspace={workspace} />}
    </DiscoverSettingsFrame>
  );
}
