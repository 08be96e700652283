import { seatResource, updateMemberBody, type OrgMember, type OrgRole } from '@hookline/domain';
import { Modal } from '@mantine/core';
import { memberUserId } from '../../../api/members-api.ts';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { useUpdateMember } from '../hooks/use-member-mutations.ts';
import { memberFormFromMember } from '../member-form.ts';
import type { LimitReached } from '../../../ui/LimitReachedDialog.tsx';
import { reportMemberCallFailure } from '../plan-limit-error.ts';
import { MemberForm } from './MemberForm.tsx';
import type { WorkspaceChoice } from './WorkspaceAccessTable.tsx';

interface EditMemberDialogProps {
  orgId: string;
  opened: boolean;
  /** The member being edited; kept while the dialog closes so that its content doesn't vanish first. */
  member: OrgMember | null;
  onClose: () => void;
  orgRoles: readonly OrgRole[];
  workspaces: readonly WorkspaceChoice[];
  lifetimeDeal: boolean;
  onLimitReached: (limit: LimitReached) => void;
}

export function EditMemberDialog({ member, ...props }: EditMemberDialogProps) {
  const update = useUpdateMember(props.orgId);
  // The member's own role stays on offer even where the mode would hide it.
  const orgRoles =
    member && !props.orgRoles.includes(member.role) ? [...props.orgRoles, member.role] : props.orgRoles;

  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened && member !== null}
      onClose={props.onClose}
      title="Edit member"
      size={880}
      radius="lg"
      centered
    >
      {member && (
        <MemberForm
          key={member._id}
          initial={memberFormFromMember(member)}
          emailReadOnly
          orgRoles={orgRoles}
          workspaces={props.workspaces}
          lifetimeDeal={props.lifetimeDeal}
          submitLabel="Save changes"
          submitting={update.isPending}
          parse={(values) =>
            updateMemberBody.safeParse({
              userId: memberUserId(member),
              orgRole: values.orgRole,
              workspaces: values.workspaces,
            })
          }
          onSubmit={(body) =>
            update.mutate(body, {
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
