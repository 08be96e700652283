import {
  allowedOrgActions,
  DEFAULT_THEME,
  type Organisation,
  type OrganisationSummary,
  type OrgRole,
} from '@hookline/domain';
import type { OrgMemberEntry } from '../members/workspace-members.service.ts';
import { storedImageVersion } from '../../users/index.ts';
import type { OrganisationRow } from './tables.ts';

export type OrganisationWorkspace = Organisation['workspaces'][string];

/** The public, versioned address of the logo, usable in an <img> tag; null without a logo. */
export function organisationLogoUrl(row: Pick<OrganisationRow, 'id' | 'logoKey'>): string | null {
  const version = row.logoKey ? storedImageVersion(row.logoKey) : undefined;
  return version ? `/api/v1/organisation/${row.id}/thumbnail/${version}` : null;
}

/** One organisation in the switcher; an organisation that never chose colours shows the default theme. */
export function toOrganisationSummary(row: OrganisationRow, role: OrgRole): OrganisationSummary {
  return {
    _id: row.id,
    name: row.name,
    logo: organisationLogoUrl(row),
    role,
    theme_settings: row.themeSettings ?? DEFAULT_THEME,
    allowedActions: [...allowedOrgActions(role)],
  };
}

/** The Organisation of the spec (section 3) as seen by a caller of `role`. */
export function toOrganisationDto(input: {
  row: OrganisationRow;
  role: OrgRole;
  workspaces: OrganisationWorkspace[];
  members: OrgMemberEntry[];
}): Organisation {
  const { row } = input;
  return {
    ...toOrganisationSummary(row, input.role),
    allowUsersToJoin: row.allowUsersToJoin,
    emailDomain: row.emailDomain,
    plan: row.plan,
    lifetimeDeal: row.lifetimeDeal,
    early_user_mode_expire_at: row.earlyUserModeExpireAt?.toISOString() ?? null,
    featureFlags: {
      enableDetectiveAI: row.enableDetectiveAI,
      enableAnalyticsAIGrouping: row.enableAnalyticsAIGrouping,
    },
    workspaces: Object.fromEntries(input.workspaces.map((workspace) => [workspace._id, workspace])),
    orgMembers: Object.fromEntries(
      input.members.map((member) => [
        member.memberId,
        { _id: member.memberId, is_active: member.isActive, workspaces: member.grants, role: member.role },
      ]),
    ),
    createdAt: row.createdAt.toISOString(),
  };
}
