import { inviteMemberBody, seatResource, type OrgRole } from '@hookline/domain';
import { Alert, Modal } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { useInviteMember } from '../hooks/use-member-mutations.ts';
import { emptyMemberForm } from '../member-form.ts';
import type { LimitReached } from '../../../ui/LimitReachedDialog.tsx';
import { reportMemberCallFailure } from '../plan-limit-error.ts';
import { MemberForm } from './MemberForm.tsx';
import type { WorkspaceChoice } from './WorkspaceAccessTable.tsx';

interface InviteMemberDialogProps {
  orgId: string;
  opened: boolean;
  onClose: () => void;
  orgRoles: readonly OrgRole[];
  /** Set when the member seats are taken and only guests can be invited. */
  guestOnlyNotice?: string;
  workspaces: readonly WorkspaceChoice[];
  lifetimeDeal: boolean;
  onLimitReached: (limit: LimitReached) => void;
}

export function InviteMemberDialog(props: InviteMemberDialogProps) {
  const invite = useInviteMember(props.orgId);
  const defaultRole = props.orgRoles.includes('org_member') ? 'org_member' : props.orgRoles[0];

  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title="Invite member"
      size={880}
      radius="lg"
      centered
    >
      {defaultRole && (
        <MemberForm
          initial={emptyMemberForm(defaultRole)}
          emailReadOnly={false}
          orgRoles={props.orgRoles}
          workspaces={props.workspaces}
          lifetimeDeal={props.lifetimeDeal}
          notice={
            props.guestOnlyNotice && (
              <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />}>
                {props.guestOnlyNotice}
              </Alert>
            )
          }
          submitLabel="Send invite"
          submitting={invite.isPending}
          parse={(values) => inviteMemberBody.safeParse(values)}
          onSubmit={(body) =>
            invite.mutate(body, {
              onSuccess: props.onClose,
              onError: (error) =>
                reportMemberCallFailure(error, seatResource(body.orgRole), props.onLimitReached),
            })
          }
          onCancel={props.onClose}
        />
      )}
    </Modal>
  );
}
