import {
  acceptInviteResponse,
  inviteIdParam,
  inviteMemberBody,
  memberParams,
  messageResponse,
  orgIdParams,
  orgMemberListResponse,
  orgMemberSchema,
  TENANCY_MESSAGES,
  updateMemberBody,
  errorResponse,
} from '@hookline/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../../platform/context.ts';
import { onResource, param, signedIn } from '../../../platform/http/access/declare-access.ts';
import { granted } from '../../../platform/http/access/register-access.ts';
import { currentUser } from '../../../platform/http/authenticate.ts';
import { organisationResource } from '../access/tenancy-resources.ts';
import { acceptInvite } from './invite-accept.service.ts';
import { listOrgMembers } from './member-dto.ts';
import { inviteMember } from './member-invite.service.ts';
import { removeMember } from './member-remove.service.ts';
import { resendInvite } from './member-resend.service.ts';
import { updateMember } from './member-update.service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['members'];
const MEMBER_REF =
  '`userId` is the member’s account id, or the member’s `_id` while the invite is pending (an invited address may have no account yet).';

export function memberRoutes(context: AppContext): FastifyPluginAsyncZod {
  const { db } = context.database;
  return async (app) => {
    app.get(
      '/organisation/:orgId/members',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.members.view' }),
        },
        schema: {
          tags,
          summary: 'The organisation’s members, pending invites included, sorted by e-mail',
          security,
          params: orgIdParams,
          response: { 200: orgMemberListResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return { data: await listOrgMembers(db, access) };
      },
    );

    app.post(
      '/organisation/:orgId/members/invite',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.members.manage' }),
        },
        schema: {
          tags,
          summary: 'Invite an address into the organisation and mail it the invitation (org admins)',
          description: `Answers the new pending member; the client shows "${TENANCY_MESSAGES.memberInvited}".`,
          security,
          params: orgIdParams,
          body: inviteMemberBody,
          response: {
            200: orgMemberSchema,
            400: errorResponse,
            403: errorResponse,
            404: errorResponse,
            409: errorResponse,
          },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { access } = granted(request, organisationResource);
        return inviteMember(context, { access, inviterUserId: userId, body: request.body });
      },
    );

    app.put(
      '/organisation/:orgId/members',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.members.manage' }),
        },
        schema: {
          tags,
          summary: 'Change a member’s org role and workspace grants (org admins)',
          description: `${MEMBER_REF} The given workspaces replace the member’s grants.`,
          security,
          params: orgIdParams,
          body: updateMemberBody,
          response: { 200: orgMemberSchema, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { access } = granted(request, organisationResource);
        return updateMember(context, { access, body: request.body });
      },
    );

    app.put(
      '/organisation/:orgId/members/:userId/resend-invite',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.members.manage' }),
        },
        schema: {
          tags,
          summary: 'Mail a pending invite again (org admins)',
          description: MEMBER_REF,
          security,
          params: memberParams,
          response: { 200: messageResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { access } = granted(request, organisationResource);
        await resendInvite(context, { access, callerUserId: userId, memberRef: request.params.userId });
        return { message: TENANCY_MESSAGES.inviteResent };
      },
    );

    app.delete(
      '/organisation/:orgId/members/:userId',
      {
        config: {
          access: onResource(organisationResource, { id: param('orgId'), action: 'org.members.manage' }),
        },
        schema: {
          tags,
          summary: 'Remove a member or cancel a pending invite (org admins; not oneself)',
          description: MEMBER_REF,
          security,
          params: memberParams,
          response: { 200: messageResponse, 400: errorResponse, 403: errorResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { userId } = currentUser(request);
        const { access } = granted(request, organisationResource);
        await removeMember(db, { access, callerUserId: userId, memberRef: request.params.userId });
        return { message: TENANCY_MESSAGES.memberDeleted };
      },
    );

    app.post(
      '/invites/:inviteId/accept',
      {
        config: { access: signedIn() },
        schema: {
          tags,
          summary: 'Accept an invite addressed to the signed-in user’s e-mail',
          description: '`inviteId` is the token of the invite mail’s link.',
          security,
          params: inviteIdParam,
          response: { 200: acceptInviteResponse, 404: errorResponse },
        },
      },
      async (request) => {
        const { orgId } = await acceptInvite(db, {
          userId: currentUser(request).userId,
          token: request.params.inviteId,
        });
        return { orgId, message: TENANCY_MESSAGES.inviteAccepted };
      },
    );
  };
}
