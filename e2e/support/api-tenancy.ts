import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueBusinessEmail } from './accounts.ts';
import { newestMailTo, otpFromOutbox } from './outbox.ts';

export interface ApiAccount {
  email: string;
  password: string;
  firstName: string;
  token: string;
}

const SIGN_UP = 1;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

/**
 * A new account made through the auth service, as the sign-up screen does, with its access token; the code
 * is read from the server's mail outbox (`outboxDir`, the browser tests' server's by default).
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
  outboxDir?: string,
): Promise<ApiAccount> {
  const email = uniqueBusinessEmail(name.firstName.toLowerCase());
  const password = 'launch-day-42';
  const userName = `${name.firstName} ${name.lastName}`;
  await ok(
    await request.post('/auth/api/v1/send-otp', { data: { email, otpReasonCode: SIGN_UP, userName } }),
  );
  const otp = await otpFromOutbox(email, outboxDir);
  await ok(await request.put('/auth/api/v1/verify-otp', { data: { email, otp, otpReasonCode: SIGN_UP } }));
  const { token } = await ok<{ token: string }>(
    await request.post('/auth/api/v1/signup', { data: { userName, email, password, isRiskyEmail: false } }),
  );
  return { email, password, firstName: name.firstName, token };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function createOrganisation(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<{ _id: string; name: string }> {
  return ok(await request.post('/api/v1/organisation', { headers: bearer(token), data: { name } }));
}

export async function createWorkspace(
  request: APIRequestContext,
  token: string,
  body: { orgId: string; name: string },
): Promise<{ _id: string; name: string }> {
  return ok(await request.post('/api/v1/workspace', { headers: bearer(token), data: body }));
}

export async function inviteMember(
  request: APIRequestContext,
  token: string,
  input: {
    orgId: string;
    email: string;
    orgRole: 'org_admin' | 'org_member' | 'org_guest';
    workspaceId: string;
    products?: string[];
  },
): Promise<void> {
  await ok(
    await request.post(`/api/v1/organisation/${input.orgId}/members/invite`, {
      headers: bearer(token),
      data: {
        email: input.email,
        orgRole: input.orgRole,
        workspaces: [
          {
            workspaceId: input.workspaceId,
            roleName: 'collaborator',
            products: input.products ?? ['inspiration'],
          },
        ],
      },
    }),
  );
}

/**
 * A colleague who has accepted an invite: invited through the API into `workspaceId`, then signed up
 * from the invite mail's link (the invite proves the address, so no code is needed).
 */
export async function acceptedMemberThroughApi(
  request: APIRequestContext,
  token: string,
  input: {
    orgId: string;
    workspaceId: string;
    firstName: string;
    lastName: string;
    orgRole?: 'org_member' | 'org_guest';
    products?: string[];
  },
): Promise<{ email: string; name: string; password: string }> {
  const email = uniqueBusinessEmail(input.firstName.toLowerCase());
  await inviteMember(request, token, {
    orgId: input.orgId,
    email,
    orgRole: input.orgRole ?? 'org_member',
    workspaceId: input.workspaceId,
    products: input.products,
  });
  // The link's `inviteId` is the invite's token (base64url), not its id.
  const inviteId = /inviteId=([\w-]+)/.exec(await newestMailTo(email))?.[1];
  if (!inviteId) throw new Error(`No invite link in the mail to ${email}`);
  const name = `${input.firstName} ${input.lastName}`;
  await ok(
    await request.post('/auth/api/v1/signup', {
      data: { userName: name, email, password: 'launch-day-42', isRiskyEmail: false, inviteId },
    }),
  );
  return { email, name, password: 'launch-day-42' };
}
