import { z } from 'zod';
import { emailSchema } from '../auth/schemas.ts';
import { TENANCY_MESSAGES } from '../validation/messages.ts';
import { requiredString } from '../validation/required-string.ts';
import { singleLineText } from '../validation/text-schemas.ts';
import {
  MEMBER_ACTIONS,
  ORG_ACTIONS,
  WORKSPACE_ACTIONS,
  type MemberAction,
  type OrgAction,
  type WorkspaceAction,
} from './permissions.ts';
import { PLANS } from './plan-limits.ts';
import { ORG_ROLES, PRODUCTS, WORKSPACE_ROLES } from './roles.ts';
import { themeSettingsSchema } from './themes.ts';

const cleanName = (message: string, max: number) =>
  singleLineText(message)
    .transform((value) => value.replace(/\s+/g, ' '))
    .pipe(
      z
        .string()
        .min(1, { error: message })
        .max(max, { error: `Name must be at most ${max} characters long` }),
    );

export const orgRoleSchema = z.enum(ORG_ROLES, {
  error: 'orgRole must be org_admin, org_member or org_guest',
});
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES, {
  error: 'roleName must be admin, collaborator or guest',
});
export const productSchema = z.enum(PRODUCTS, {
  error: `products must be among ${PRODUCTS.join(', ')}`,
});

// ---------- Organisations ----------

export const organisationNameSchema = cleanName(TENANCY_MESSAGES.companyNameRequired, 80);

export const createOrganisationBody = z.object({ name: organisationNameSchema });

export const updateOrganisationBody = z
  .object({
    name: organisationNameSchema.optional(),
    allowUsersToJoin: z.boolean().optional(),
    theme_settings: themeSettingsSchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });

export const orgIdParams = z.object({ orgId: requiredString() });

export const featureFlagsSchema = z.object({
  enableDetectiveAI: z.boolean(),
  enableAnalyticsAIGrouping: z.boolean(),
});

/** One organisation in the switcher. */
/** What the caller may do in an organisation: the web app shows actions from this, never from the role. */
const orgAllowedActionsSchema = z.array(z.enum(Object.keys(ORG_ACTIONS) as [OrgAction, ...OrgAction[]]));

export const organisationSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  role: orgRoleSchema,
  theme_settings: themeSettingsSchema,
  allowedActions: orgAllowedActionsSchema,
});
export type OrganisationSummary = z.infer<typeof organisationSummarySchema>;

export const organisationListResponse = z.object({ data: z.array(organisationSummarySchema) });

/** A workspace as the organisation's details list it. */
export const organisationWorkspaceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  thumbnailURL: z.string().nullable(),
  membersCount: z.number().int(),
  createdAt: z.string(),
});

export const orgMemberGrantSchema = z.object({
  workspaceId: z.string(),
  roleName: workspaceRoleSchema,
  products: z.array(productSchema),
  active: z.boolean(),
});
export type OrgMemberGrant = z.infer<typeof orgMemberGrantSchema>;

/** The Organisation of the spec, section 3; `role` is the caller's. */
export const organisationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  allowUsersToJoin: z.boolean(),
  emailDomain: z.string().nullable(),
  theme_settings: themeSettingsSchema,
  role: orgRoleSchema,
  plan: z.enum(PLANS),
  lifetimeDeal: z.boolean(),
  early_user_mode_expire_at: z.string().nullable(),
  featureFlags: featureFlagsSchema,
  allowedActions: orgAllowedActionsSchema,
  workspaces: z.record(z.string(), organisationWorkspaceSchema),
  orgMembers: z.record(
    z.string(),
    z.object({
      _id: z.string(),
      is_active: z.boolean(),
      workspaces: z.array(orgMemberGrantSchema),
      role: orgRoleSchema,
    }),
  ),
  createdAt: z.string(),
});
export type Organisation = z.infer<typeof organisationSchema>;

/** Organisations the caller may join because they share the caller's e-mail domain. */
export const joinableOrganisationSchema = z.object({
  _id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  membersCount: z.number().int(),
});
export const joinableOrganisationsResponse = z.object({ data: z.array(joinableOrganisationSchema) });

export const teamLimitsSchema = z.object({
  membersCount: z.number().int(),
  guestUserCount: z.number().int(),
  workspacesCount: z.number().int(),
});

/** Usage metrics of the spec, section 3, with the plan's limits beside them. */
export const usageMetricsResponse = z.object({
  usageMetrics: z.object({
    driveSize: z.number(),
    detectiveCount: z.number().int(),
    adAccountCount: z.number().int(),
    adTemplateCount: z.number().int(),
    guestMembersCount: z.number().int(),
    membersCount: z.number().int(),
    workspacesCount: z.number().int(),
    workspaceMetrics: z.array(
      z.object({ workspaceId: z.string(), name: z.string(), membersCount: z.number().int() }),
    ),
    adLauncherAdAccountCount: z.number().int(),
    monthlyAdSpend: z.number(),
    adTranscriptionCount: z.number().int(),
    inspirationCount: z.number().int(),
  }),
  plan: z.enum(PLANS),
  usageLimits: teamLimitsSchema,
  /** The Analytics product's own plan and limits: its screens read these, not the highest plan of any product. */
  analytics: z.object({
    plan: z.enum(PLANS),
    adAccountCount: z.number().int(),
    adaccount_spend_limit: z.number().int(),
  }),
});
export type UsageMetricsResponse = z.infer<typeof usageMetricsResponse>;

export const workspaceCountResponse = z.object({ count: z.number().int() });

// ---------- Members ----------

/** One workspace of an invite or edit: the dialog's row (checkbox, products, role). */
export const memberWorkspaceAssignment = z.object({
  workspaceId: singleLineText({ invalid: TENANCY_MESSAGES.selectWorkspaces }).min(1, {
    error: TENANCY_MESSAGES.selectWorkspaces,
  }),
  roleName: workspaceRoleSchema,
  products: z
    .array(productSchema, { error: TENANCY_MESSAGES.productPerWorkspace })
    .min(1, { error: TENANCY_MESSAGES.productPerWorkspace })
    .transform((products) => [...new Set(products)]),
  active: z.boolean().optional(),
});
export type MemberWorkspaceAssignment = z.infer<typeof memberWorkspaceAssignment>;

const assignments = z
  .array(memberWorkspaceAssignment, { error: TENANCY_MESSAGES.selectWorkspaces })
  .min(1, { error: TENANCY_MESSAGES.selectWorkspaces })
  .refine((rows) => new Set(rows.map((row) => row.workspaceId)).size === rows.length, {
    error: 'Each workspace can be listed once',
  });

export const inviteMemberBody = z.object({
  email: emailSchema,
  orgRole: orgRoleSchema,
  workspaces: assignments,
});
export type InviteMemberBody = z.infer<typeof inviteMemberBody>;

export const updateMemberBody = z.object({
  userId: requiredString(),
  orgRole: orgRoleSchema,
  workspaces: assignments,
});
export type UpdateMemberBody = z.infer<typeof updateMemberBody>;

export const memberParams = orgIdParams.extend({ userId: requiredString() });

export const INVITE_STATUSES = ['pending', 'accepted'] as const;

/** The Org member of the spec, section 3. `userId` is null until an invited address has an account. */
export const orgMemberSchema = z.object({
  _id: z.string(),
  userId: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileURL: z.string().nullable(),
  inviteStatus: z.enum(INVITE_STATUSES),
  /** Pending, and its link no longer works (expired, or gone): the admin should resend it. */
  inviteExpired: z.boolean(),
  isActive: z.boolean(),
  role: orgRoleSchema,
  workspaces: z.array(orgMemberGrantSchema),
  workspaceCount: z.number().int(),
  /** What the caller may do to this member (edit, resend, remove). */
  allowedActions: z.array(z.enum(Object.keys(MEMBER_ACTIONS) as [MemberAction, ...MemberAction[]])),
  createdAt: z.string(),
});
export type OrgMember = z.infer<typeof orgMemberSchema>;

export const orgMemberListResponse = z.object({ data: z.array(orgMemberSchema) });

export const inviteIdParam = z.object({ inviteId: requiredString() });
export const acceptInviteResponse = z.object({ orgId: z.string(), message: z.string() });

// ---------- Workspaces ----------

export const workspaceNameSchema = cleanName(TENANCY_MESSAGES.workspaceNameRequired, 60);

export const createWorkspaceBody = z.object({ orgId: requiredString(), name: workspaceNameSchema });

export const updateWorkspaceBody = z
  .object({
    workspaceName: workspaceNameSchema.optional(),
    enableEmailNotification: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });

export const workspaceIdParams = z.object({ workspaceId: requiredString() });
export const workspaceListQuery = z.object({ orgId: requiredString() });

export const pinWorkspaceBody = z.object({ pinned: z.boolean() }).default({ pinned: true });

export const addWorkspaceUsersBody = z.object({
  users: z
    .array(
      z.object({
        userId: requiredString(),
        roleName: workspaceRoleSchema,
        products: z
          .array(productSchema)
          .min(1, { error: TENANCY_MESSAGES.productPerWorkspace })
          .transform((products) => [...new Set(products)]),
      }),
    )
    .min(1, { error: 'Please select members to add' }),
});

export const workspaceMemberSchema = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileURL: z.string().nullable(),
  roleName: workspaceRoleSchema,
  products: z.array(productSchema),
  isActive: z.boolean(),
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** The Workspace of the spec, section 3; `role`, `products`, `isPinned` and `enableEmailNotification` are the caller's. */
export const workspaceSchema = z.object({
  _id: z.string(),
  orgId: z.string(),
  name: z.string(),
  thumbnailURL: z.string().nullable(),
  enableEmailNotification: z.boolean(),
  isPinned: z.boolean(),
  role: workspaceRoleSchema,
  products: z.array(productSchema),
  /** What the caller may do in this workspace: the web app shows actions from this, never from the role. */
  allowedActions: z.array(z.enum(Object.keys(WORKSPACE_ACTIONS) as [WorkspaceAction, ...WorkspaceAction[]])),
  members: z.array(workspaceMemberSchema),
  createdAt: z.string(),
  /** The id of the workspace's Creative Hub root folder: the workspace's own id. */
  rootFolderId: z.string(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceListResponse = z.object({ data: z.array(workspaceSchema) });
export const deleteWorkspaceResponse = z.object({ workspaceId: z.string(), message: z.string() });
