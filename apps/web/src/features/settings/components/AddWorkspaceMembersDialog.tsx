import {
  addWorkspaceUsersBody,
  assignableProducts,
  assignableWorkspaceRoles,
  DEFAULT_GRANT,
  forcedGrantRole,
  WORKSPACE_ROLE_LABELS,
  type Product,
  type Workspace,
  type WorkspaceRole,
} from '@hookline/domain';
import { Button, Chip, Group, Input, Modal, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DIALOG_PROPS } from '../../../ui/dialog-props.ts';
import { ProductChip } from '../../../ui/ProductChip.tsx';
import { useAddWorkspaceMembers, useOrganisationMembers } from '../hooks/use-workspace-settings.ts';

interface AddWorkspaceMembersDialogProps {
  opened: boolean;
  onClose: () => void;
  orgId: string;
  workspace: Workspace;
  lifetimeDeal: boolean;
}

export function AddWorkspaceMembersDialog(props: AddWorkspaceMembersDialogProps) {
  return (
    <Modal
      {...DIALOG_PROPS}
      opened={props.opened}
      onClose={props.onClose}
      title="Add members"
      size="lg"
      radius="lg"
      centered
    >
      <AddWorkspaceMembersForm {...props} />
    </Modal>
  );
}

/**
 * Organisation members who are not in the workspace yet, with one role and product set for all of
 * them; an org guest joins as a guest whatever is chosen (spec section 4). Org admins need no grant.
 */
function AddWorkspaceMembersForm({
  orgId,
  workspace,
  lifetimeDeal,
  onClose,
}: AddWorkspaceMembersDialogProps) {
  const { data: orgMembers = [] } = useOrganisationMembers(orgId);
  const add = useAddWorkspaceMembers(workspace._id);
  const [userIds, setUserIds] = useState<string[]>([]);
  const [roleName, setRoleName] = useState<WorkspaceRole>(DEFAULT_GRANT.roleName);
  const [products, setProducts] = useState<Product[]>([...DEFAULT_GRANT.products]);
  const [errors, setErrors] = useState<{ users?: string; products?: string }>({});

  const inWorkspace = new Set(workspace.members.map((member) => member.userId));
  const candidates = orgMembers.filter(
    (member) =>
      member.userId !== null &&
      member.inviteStatus === 'accepted' &&
      member.role !== 'org_admin' &&
      !inWorkspace.has(member.userId),
  );
  const roles = assignableWorkspaceRoles({ lifetimeDeal, orgRole: 'org_member' });
  const offeredProducts = assignableProducts({ lifetimeDeal });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const users = candidates.flatMap((member) =>
      member.userId !== null && userIds.includes(member.userId)
        ? [{ userId: member.userId, roleName: forcedGrantRole(member.role, roleName), products }]
        : [],
    );
    const parsed = addWorkspaceUsersBody.safeParse({ users });
    if (!parsed.success) {
      const found: { users?: string; products?: string } = {};
      for (const issue of parsed.error.issues) {
        if (issue.path.includes('products')) found.products ??= issue.message;
        else found.users ??= issue.message;
      }
      setErrors(found);
      return;
    }
    add.mutate(parsed.data.users, { onSuccess: onClose });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <MultiSelect
          label="Members"
          placeholder={candidates.length === 0 ? 'Everyone is already here' : 'Pick organisation members'}
          data={candidates.map((member) => ({
            value: member.userId ?? member._id,
            label: `${member.firstName} ${member.lastName}`.trim() || member.email,
          }))}
          value={userIds}
          onChange={(value) => {
            setUserIds(value);
            setErrors({});
          }}
          searchable
          nothingFoundMessage="No member matches"
          disabled={candidates.length === 0}
          error={errors.users}
          comboboxProps={{ zIndex: 350 }}
        />
        <Select
          label="Role"
          data={roles.map((role) => ({ value: role, label: WORKSPACE_ROLE_LABELS[role] }))}
          value={roleName}
          onChange={(value) => {
            const role = roles.find((item) => item === value);
            if (role) setRoleName(role);
          }}
          allowDeselect={false}
          description="Organisation guests join as guests."
          comboboxProps={{ zIndex: 350 }}
        />
        <Input.Wrapper label="Products" error={errors.products}>
          <Chip.Group
            multiple
            value={products}
            onChange={(value) => {
              setProducts(offeredProducts.filter((product) => value.includes(product)));
              setErrors({});
            }}
          >
            <Group gap={6} mt={6}>
              {offeredProducts.map((product) => (
                <ProductChip key={product} product={product} size="sm" />
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {candidates.length === 0 && (
          <Text size="sm" c="dimmed">
            Everyone in the organisation can already open this workspace. New people are invited to the
            organisation by its admins.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending} disabled={candidates.length === 0}>
            Add members
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
