import { assignableProducts, assignableWorkspaceRoles, WORKSPACE_ROLE_LABELS } from '@hookline/domain';
import { Avatar, Checkbox, Chip, Group, Select, Table, Text } from '@mantine/core';
import { ProductChip } from '../../../ui/ProductChip.tsx';
import { rowOf, shownRole, updateRow, type MemberFormErrors, type MemberFormState } from '../member-form.ts';
import classes from './WorkspaceAccessTable.module.css';

export interface WorkspaceChoice {
  _id: string;
  name: string;
  thumbnailURL: string | null;
}

interface WorkspaceAccessTableProps {
  /** Every workspace of the organisation, sorted by name. */
  workspaces: readonly WorkspaceChoice[];
  state: MemberFormState;
  onChange: (state: MemberFormState) => void;
  errors: MemberFormErrors;
  lifetimeDeal: boolean;
}

/** The dialog's workspace table: a checkbox, the products and the role of each workspace. */
export function WorkspaceAccessTable({
  workspaces,
  state,
  onChange,
  errors,
  lifetimeDeal,
}: WorkspaceAccessTableProps) {
  const products = assignableProducts({ lifetimeDeal });
  const roles = assignableWorkspaceRoles({ lifetimeDeal, orgRole: state.orgRole });
  const roleLocked = roles.length === 1;
  const selectedCount = workspaces.filter((workspace) => rowOf(state, workspace._id).selected).length;

  const selectAll = (selected: boolean) => {
    let next = state;
    for (const workspace of workspaces) next = updateRow(next, workspace._id, { selected });
    onChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={640} maxHeight={360} className={classes.frame}>
      <Table verticalSpacing="sm" horizontalSpacing="md" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Checkbox
                aria-label="Select all workspaces"
                checked={workspaces.length > 0 && selectedCount === workspaces.length}
                indeterminate={selectedCount > 0 && selectedCount < workspaces.length}
                onChange={(event) => selectAll(event.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th w={200}>Workspace</Table.Th>
            <Table.Th>Products</Table.Th>
            <Table.Th w={160}>Role</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {workspaces.map((workspace) => {
            const row = rowOf(state, workspace._id);
            const rowError = errors.rows[workspace._id];
            return (
              <Table.Tr key={workspace._id} data-selected={row.selected || undefined} className={classes.row}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Give access to ${workspace.name}`}
                    checked={row.selected}
                    onChange={(event) =>
                      onChange(updateRow(state, workspace._id, { selected: event.currentTarget.checked }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar src={workspace.thumbnailURL} size={28} radius="sm" color="hookline">
                      {workspace.name.charAt(0).toUpperCase()}
                    </Avatar>
                    <Text size="sm" fw={500} c={row.selected ? undefined : 'dimmed'} lineClamp={2}>
                      {workspace.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Chip.Group
                    multiple
                    value={row.products}
                    onChange={(value) =>
                      onChange(
                        updateRow(state, workspace._id, {
                          products: products.filter((product) => value.includes(product)),
                        }),
                      )
                    }
                  >
                    <Group gap={6} role="group" aria-label={`Products in ${workspace.name}`}>
                      {products.map((product) => (
                        <ProductChip key={product} product={product} size="xs" disabled={!row.selected} />
                      ))}
                    </Group>
                  </Chip.Group>
                  {rowError && (
                    <Text size="xs" c="red" mt={6}>
                      {rowError}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Role in ${workspace.name}`}
                    size="xs"
                    data={roles.map((role) => ({ value: role, label: WORKSPACE_ROLE_LABELS[role] }))}
                    value={shownRole(state, workspace._id)}
                    onChange={(value) => {
                      const roleName = roles.find((role) => role === value);
                      if (roleName) onChange(updateRow(state, workspace._id, { roleName }));
                    }}
                    allowDeselect={false}
                    disabled={!row.selected || roleLocked}
                    comboboxProps={{ zIndex: 350 }}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
