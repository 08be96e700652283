import { assignableOrgRoles, type Organisation, type OrgMember } from '@hookline/domain';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { memberUserId } from '../../../api/members-api.ts';
import { useCurrentUser } from '../../../app/session/use-current-user.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { LimitReachedDialog, type LimitReached } from '../../../ui/LimitReachedDialog.tsx';
import { LoadError } from '../../../ui/LoadError.tsx';
import { SettingsPanelHeader } from '../../../ui/SettingsPanelHeader.tsx';
import { sortByName } from '../../../ui/sort-by-name.ts';
import { useDeleteMember, useResendInvite } from '../hooks/use-member-mutations.ts';
import { useMembers } from '../hooks/use-members.ts';
import { useUsageMetrics } from '../hooks/use-usage-metrics.ts';
import { inviteAvailability, seatUsageLine } from '../invite-availability.ts';
import { EditMemberDialog } from './EditMemberDialog.tsx';
import { InviteMemberDialog } from './InviteMemberDialog.tsx';
import { MembersTable } from './MembersTable.tsx';

/** Organisation > Members: the table, the invite and edit dialogs, and the plan's seats. */
export function OrgMembersTab({ org }: { org: Organisation }) {
  const orgId = org._id;
  const members = useMembers(orgId);
  const usage = useUsageMetrics(orgId);
  const { data: user } = useCurrentUser();
  const resend = useResendInvite(orgId);
  const remove = useDeleteMember(orgId);

  const [inviteOpened, inviteDialog] = useDisclosure(false);
  const [editOpened, editDialog] = useDisclosure(false);
  const [editing, setEditing] = useState<OrgMember | null>(null);
  const [deleteOpened, deleteDialog] = useDisclosure(false);
  const [deleting, setDeleting] = useState<OrgMember | null>(null);
  const [limitReached, setLimitReached] = useState<LimitReached | null>(null);

  const workspaces = sortByName(Object.values(org.workspaces));
  const availability = usage.data ? inviteAvailability(usage.data, org.lifetimeDeal) : undefined;

  /** The limit dialog takes the place of the invite or edit dialog. */
  const showLimit = (limit: LimitReached) => {
    inviteDialog.close();
    editDialog.close();
    setLimitReached(limit);
  };

  const openInvite = () => {
    if (availability?.kind === 'full') showLimit(availability.limit);
    else if (availability) inviteDialog.open();
  };

  return (
    <>
      <SettingsPanelHeader
        title="Members"
        description={
          <Stack gap={2}>
            <span>Invite people to {org.name} and choose what they can open in each workspace.</span>
            {usage.data && (
              <Text size="sm" fw={500} c="dark" data-testid="seat-usage">
                {seatUsageLine(usage.data)}
              </Text>
            )}
            {/* Inviting waits for the plan's seats; if they don't load, say so and offer to try again. */}
            {usage.isError && (
              <Group gap="xs" role="alert">
                <Text size="sm">We couldn’t load your plan’s seats, so inviting is paused.</Text>
                <Button
                  size="compact-sm"
                  variant="default"
                  loading={usage.isRefetching}
                  onClick={() => void usage.refetch()}
                >
                  Retry
                </Button>
              </Group>
            )}
          </Stack>
        }
        actions={
          <Button
            leftSection={<IconUserPlus size={18} />}
            onClick={openInvite}
            disabled={availability === undefined}
          >
            Invite member
          </Button>
        }
      />
      <Paper withBorder radius="md">
        {members.isError ? (
          <LoadError
            what="the members"
            onRetry={() => void members.refetch()}
            retrying={members.isRefetching}
          />
        ) : members.data ? (
          <MembersTable
            members={members.data}
            currentUserId={user?._id}
            onResend={(member) => resend.mutate(memberUserId(member))}
            onEdit={(member) => {
              setEditing(member);
              editDialog.open();
            }}
            onDelete={(member) => {
              setDeleting(member);
              deleteDialog.open();
            }}
          />
        ) : (
          <Stack p="md" gap="sm">
            {[0, 1, 2].map((row) => (
              <Group key={row} gap="sm">
                <Skeleton circle height={36} />
                <Skeleton height={12} width="40%" />
              </Group>
            ))}
          </Stack>
        )}
      </Paper>

      {availability && availability.kind !== 'full' && (
        <InviteMemberDialog
          orgId={orgId}
          opened={inviteOpened}
          onClose={inviteDialog.close}
          orgRoles={availability.orgRoles}
          guestOnlyNotice={
            availability.kind === 'guestOnly'
              ? `All ${availability.membersLimit} member seats of your plan are taken, so new people can join as guests only.`
              : undefined
          }
          workspaces={workspaces}
          lifetimeDeal={org.lifetimeDeal}
          onLimitReached={showLimit}
        />
      )}
      <EditMemberDialog
        orgId={orgId}
        opened={editOpened}
        member={editing}
        onClose={editDialog.close}
        orgRoles={assignableOrgRoles({ lifetimeDeal: org.lifetimeDeal })}
        workspaces={workspaces}
        lifetimeDeal={org.lifetimeDeal}
        onLimitReached={showLimit}
      />
      <ConfirmDialog
        opened={deleteOpened}
        title="Delete member"
        confirmLabel="Delete member"
        danger
        loading={remove.isPending}
        onClose={deleteDialog.close}
        onConfirm={() => {
          if (deleting) remove.mutate(memberUserId(deleting), { onSuccess: deleteDialog.close });
        }}
      >
        <Text size="sm" component="span" fw={600} c="dark">
          {deleting?.email}
        </Text>{' '}
        will lose access to {org.name} and every workspace in it. This can&apos;t be undone.
      </ConfirmDialog>
      <LimitReachedDialog limit={limitReached} onClose={() => setLimitReached(null)} />
    </>
  );
}
