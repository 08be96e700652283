import type { LauncherAccount } from '@hookline/domain';
import { Badge, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { LoadError } from '../../../ui/LoadError.tsx';
import { NotFoundScreen } from '../../../ui/NotFoundScreen.tsx';
import { PageContainer } from '../../../ui/PageContainer.tsx';
import { useLauncherAccount } from '../hooks/use-launcher-queries.ts';
import { PROVIDER_LABELS } from '../launcher-labels.ts';

interface AccountPageProps {
  title: string;
  description?: string;
  actions?: (account: LauncherAccount) => ReactNode;
  children: (account: LauncherAccount, workspaceId: string) => ReactNode;
}

/** A page of one launcher account (`:adAccountId/...`): the account loads first, then the page. */
export function AccountPage({ title, description, actions, children }: AccountPageProps) {
  const { workspaceId = '', adAccountId = '' } = useParams();
  const account = useLauncherAccount(adAccountId);
  if (account.isError && isApiError(account.error) && account.error.status === 404) {
    return <NotFoundScreen inShell />;
  }
  return (
    <PageContainer
      title={title}
      description={
        account.data ? (
          <Group gap="xs" component="span">
            <span>
              {account.data.name} · {account.data.adAccountId}
            </span>
            <Badge size="sm" variant="light" component="span">
              {PROVIDER_LABELS[account.data.provider]}
            </Badge>
            {description && <span>{description}</span>}
          </Group>
        ) : (
          description
        )
      }
      actions={account.data && actions?.(account.data)}
    >
      {account.isError ? (
        <LoadError
          what="the ad account"
          onRetry={() => void account.refetch()}
          retrying={account.isFetching}
        />
      ) : account.data ? (
        children(account.data, workspaceId)
      ) : (
        <Stack gap="sm" aria-busy="true" aria-label="Loading">
          <Skeleton height={56} radius="md" />
          <Skeleton height={56} radius="md" />
        </Stack>
      )}
    </PageContainer>
  );
}
