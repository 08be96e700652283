import { ORG_ROLE_LABELS, type OrgRole } from '@hookline/domain';
import { Button, Group, Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  formErrors,
  formValues,
  NO_ERRORS,
  type MemberFormErrors,
  type MemberFormState,
  type MemberFormValues,
} from '../member-form.ts';
import { WorkspaceAccessTable, type WorkspaceChoice } from './WorkspaceAccessTable.tsx';

const ORG_ROLE_HINTS: Record<OrgRole, string> = {
  org_admin: 'Manages the organisation: its settings, members and every workspace.',
  org_member: 'Works in the workspaces ticked below, with the role chosen for each.',
  org_guest: 'Views and comments in the workspaces ticked below. A guest is a guest in every workspace.',
};

type ParseResult<Body> =
  | { success: true; data: Body }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

export interface MemberFormProps<Body> {
  initial: MemberFormState;
  emailReadOnly: boolean;
  orgRoles: readonly OrgRole[];
  workspaces: readonly WorkspaceChoice[];
  lifetimeDeal: boolean;
  /** Shown above the fields, e.g. why only the guest role is offered. */
  notice?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  /** Checks the values with the domain schema of the call. */
  parse: (values: MemberFormValues) => ParseResult<Body>;
  onSubmit: (body: Body) => void;
  onCancel: () => void;
}

/** The body of the invite and edit dialogs: e-mail, org role and the workspace table (spec section 2). */
export function MemberForm<Body>(props: MemberFormProps<Body>) {
  const [state, setState] = useState(props.initial);
  const [errors, setErrors] = useState<MemberFormErrors>(NO_ERRORS);
  const workspaceOrder = props.workspaces.map((workspace) => workspace._id);

  const change = (next: MemberFormState) => {
    setState(next);
    if (errors !== NO_ERRORS) setErrors(NO_ERRORS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = formValues(state, workspaceOrder);
    const parsed = props.parse(values);
    if (!parsed.success) {
      setErrors(formErrors(parsed.error.issues, values));
      return;
    }
    props.onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {props.notice}
        <TextInput
          size="sm"
          label="E-mail"
          placeholder="name@company.com"
          value={state.email}
          onChange={(event) => change({ ...state, email: event.currentTarget.value })}
          readOnly={props.emailReadOnly}
          variant={props.emailReadOnly ? 'filled' : 'default'}
          error={errors.email}
          data-autofocus={props.emailReadOnly ? undefined : true}
          autoComplete="off"
        />
        <Stack gap={6}>
          {/* Labels of every kind of field in the form share the inputs' own label style. */}
          <Input.Label labelElement="div" id="org-role-label">
            Organisation role
          </Input.Label>
          <SegmentedControl
            aria-labelledby="org-role-label"
            data={props.orgRoles.map((role) => ({ value: role, label: ORG_ROLE_LABELS[role] }))}
            value={state.orgRole}
            onChange={(value) => {
              const orgRole = props.orgRoles.find((role) => role === value);
              if (orgRole) change({ ...state, orgRole });
            }}
            fullWidth
          />
          <Text size="xs" c="dimmed">
            {ORG_ROLE_HINTS[state.orgRole]}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Group justify="space-between" align="flex-end">
            <Input.Label labelElement="div">Workspace access</Input.Label>
            <Text size="xs" c="dimmed">
              {formValues(state, workspaceOrder).workspaces.length} of {props.workspaces.length} selected
            </Text>
          </Group>
          <WorkspaceAccessTable
            workspaces={props.workspaces}
            state={state}
            onChange={change}
            errors={errors}
            lifetimeDeal={props.lifetimeDeal}
          />
          {errors.workspaces && (
            <Text size="xs" c="red" role="alert">
              {errors.workspaces}
            </Text>
          )}
        </Stack>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel} disabled={props.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={props.submitting}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
