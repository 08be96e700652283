import {
  DEFAULT_GRANT,
  forcedGrantRole,
  type OrgMember,
  type OrgRole,
  type Product,
  type WorkspaceRole,
} from '@hookline/domain';

/** One line of the dialog's workspace table. */
export interface WorkspaceAccessRow {
  selected: boolean;
  roleName: WorkspaceRole;
  products: Product[];
}

/** What the invite and edit dialogs hold; rows are keyed by workspace id. */
export interface MemberFormState {
  email: string;
  orgRole: OrgRole;
  rows: Record<string, WorkspaceAccessRow>;
}

/** The payload fields the form produces, before the domain schema checks them. */
export interface MemberFormValues {
  email: string;
  orgRole: OrgRole;
  workspaces: { workspaceId: string; roleName: WorkspaceRole; products: Product[] }[];
}

export interface MemberFormErrors {
  email?: string;
  /** About the table as a whole ('Please select workspaces to give access'). */
  workspaces?: string;
  /** About one row, by workspace id. */
  rows: Record<string, string>;
}

export const NO_ERRORS: MemberFormErrors = { rows: {} };

export function emptyMemberForm(orgRole: OrgRole): MemberFormState {
  return { email: '', orgRole, rows: {} };
}

/** The edit dialog starts from the member's grants; an inactive grant shows unticked. */
export function memberFormFromMember(member: OrgMember): MemberFormState {
  const rows: Record<string, WorkspaceAccessRow> = {};
  for (const grant of member.workspaces) {
    rows[grant.workspaceId] = {
      selected: grant.active,
      roleName: grant.roleName,
      products: [...grant.products],
    };
  }
  return { email: member.email, orgRole: member.role, rows };
}

/** The row as the table shows it: a new row starts from the base grant (spec section 5). */
export function rowOf(state: MemberFormState, workspaceId: string): WorkspaceAccessRow {
  return (
    state.rows[workspaceId] ?? {
      selected: false,
      roleName: DEFAULT_GRANT.roleName,
      products: [...DEFAULT_GRANT.products],
    }
  );
}

export function updateRow(
  state: MemberFormState,
  workspaceId: string,
  change: Partial<WorkspaceAccessRow>,
): MemberFormState {
  return { ...state, rows: { ...state.rows, [workspaceId]: { ...rowOf(state, workspaceId), ...change } } };
}

/**
 * The role a row shows and sends: an org guest is a guest in every workspace (spec section 4), so the
 * role column locks to Guest while the chosen role waits underneath for another org role.
 */
export function shownRole(state: MemberFormState, workspaceId: string): WorkspaceRole {
  return forcedGrantRole(state.orgRole, rowOf(state, workspaceId).roleName);
}

/** The ticked rows, in the table's order, as the payload's workspace assignments. */
export function formValues(state: MemberFormState, workspaceOrder: readonly string[]): MemberFormValues {
  return {
    email: state.email,
    orgRole: state.orgRole,
    workspaces: workspaceOrder
      .filter((workspaceId) => rowOf(state, workspaceId).selected)
      .map((workspaceId) => ({
        workspaceId,
        roleName: shownRole(state, workspaceId),
        products: rowOf(state, workspaceId).products,
      })),
  };
}

/** The schema's issues placed where the dialog shows them: under the e-mail, the table or a row. */
export function formErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  values: MemberFormValues,
): MemberFormErrors {
  const errors: MemberFormErrors = { rows: {} };
  for (const issue of issues) {
    const [field, index] = issue.path;
    if (field === 'email') errors.email ??= issue.message;
    if (field !== 'workspaces') continue;
    const workspaceId = typeof index === 'number' ? values.workspaces[index]?.workspaceId : undefined;
    if (workspaceId) errors.rows[workspaceId] ??= issue.message;
    else errors.workspaces ??= issue.message;
  }
  return errors;
}
