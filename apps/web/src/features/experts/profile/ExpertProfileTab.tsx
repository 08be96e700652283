import type { User } from '@hookline/domain';
import { Skeleton, Stack } from '@mantine/core';
import { LoadError } from '../../../ui/LoadError.tsx';
import { useOwnExpertProfile } from '../hooks/use-experts.ts';
import { ExpertProfileForm } from './ExpertProfileForm.tsx';

/**
 * Account › Expert profile (spec section 2, shown only to experts): the public profile of the Experts
 * directory, its picture and its social links.
 */
export function ExpertProfileTab({ user }: { user: User }) {
  const profile = useOwnExpertProfile(user._id);
  if (profile.isPending) {
    return (
      <Stack gap="md" py="lg" role="status" aria-busy="true" aria-label="Loading your expert profile">
        <Skeleton height={96} width={96} radius={96} />
        <Skeleton height={20} width="40%" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (profile.isError) {
    return (
      <LoadError
        what="your expert profile"
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  }
  // A first save turns the new profile into a saved one: the form starts again from what was saved.
  return <ExpertProfileForm key={profile.data ? 'saved' : 'new'} user={user} profile={profile.data} />;
}
