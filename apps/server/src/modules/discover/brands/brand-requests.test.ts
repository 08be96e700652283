import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/factories.ts';
import { addMember, createTeam } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { discoverBrandRequests } from '../tables.ts';
import { discoverCaller, messageOf, NASTY_TEXT } from '../test-support/discover-calls.ts';
import { listBrandRequests } from './brand-requests.service.ts';

const DENIED = "You don't have permission to do this. Please contact your admin.";

describe('POST brands/request', () => {
  let t: TestApp;
  let team: Awaited<ReturnType<typeof createTeam>>;
  let call: ReturnType<typeof discoverCaller>;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t);
    call = discoverCaller(t);
  });
  afterAll(() => t.close());

  const requestsOf = (userId: string) =>
    t.context.database.db
      .select()
      .from(discoverBrandRequests)
      .where(eq(discoverBrandRequests.requestedByUserId, userId));
  const signedInUser = async () => {
    const user = await createUser(t);
    return { user, token: (await signIn(t, user)).token };
  };

  it('keeps the request, its address as an absolute https one, and thanks the requester', async () => {
    const response = await call('POST', '/brands/request', team.collaborator.token, {
      name: '  Oat Milk Co ',
      url: 'oatmilk.example.com',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{ _id: string; message: string }>();
    expect(answer.message).toBe("Thanks! We'll add this brand to the library soon");
    const rows = await requestsOf(team.collaborator.user.id);
    expect(rows).toEqual([
      expect.objectContaining({ id: answer._id, name: 'Oat Milk Co', url: 'https://oatmilk.example.com/' }),
    ]);
  });

  it('refuses a guest of every organisation they belong to, and nobody else', async () => {
    const refused = await call('POST', '/brands/request', team.guest.token, {
      name: 'Guest Brand',
      url: 'https://guest.example',
    });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe(DENIED);
    expect(await requestsOf(team.guest.user.id)).toEqual([]);

    // A guest here and a member elsewhere is no guest everywhere; someone in no organisation is none either.
    const mixed = await signedInUser();
    await addMember(t, { org: team.org, user: mixed.user, orgRole: 'org_guest' });
    await addMember(t, { org: team.otherOrg, user: mixed.user, orgRole: 'org_member' });
    const loner = await signedInUser();
    for (const { token } of [mixed, loner, team.admin]) {
      const response = await call('POST', '/brands/request', token, {
        name: 'Fine',
        url: 'https://fine.example',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it("refuses bad input with the schema's message, and stores nothing", async () => {
    const cases: [object, string][] = [
      [{ url: 'https://x.example' }, 'Please enter the brand name'],
      [{ name: '   ', url: 'https://x.example' }, 'Please enter the brand name'],
      [{ name: 'x'.repeat(121), url: 'https://x.example' }, 'Brand name must be at most 120 characters long'],
      [{ name: NASTY_TEXT.loneSurrogate, url: 'https://x.example' }, 'Please enter the brand name'],
      [{ name: 'Brand' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: 'not a url' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: 'javascript:alert(1)' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: 'ftp://files.example' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: '//evil.example' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: 'https:evil.example' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: 'https://oatmilk.example@evil.example' }, 'Please enter a valid URL'],
      [{ name: 'Brand', url: `https://${'a'.repeat(2050)}.example` }, 'Please enter a valid URL'],
    ];
    const { user, token } = await signedInUser();
    for (const [body, message] of cases) {
      const response = await call('POST', '/brands/request', token, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(messageOf(response)).toBe(message);
    }
    expect(await requestsOf(user.id)).toEqual([]);
    // A NUL is dropped from the name.
    const cleaned = await call('POST', '/brands/request', token, {
      name: 'Nul\u0000Brand',
      url: 'nul.example',
    });
    expect(cleaned.statusCode).toBe(200);
    expect((await requestsOf(user.id)).map((row) => row.name)).toEqual(['NulBrand']);
  });

  it('takes 20 requests a day from one person, then answers 429 until a day has passed', async () => {
    const { user, token } = await signedInUser();
    const { db } = t.context.database;
    const longAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await db.insert(discoverBrandRequests).values(
      Array.from({ length: 20 }, (_, index) => ({
        name: `Yesterday ${index}`,
        url: 'https://old.example',
        requestedByUserId: user.id,
        createdAt: longAgo,
      })),
    );
    const send = (index: number) =>
      call('POST', '/brands/request', token, { name: `Brand ${index}`, url: 'https://b.example' });
    const statuses = await Promise.all(Array.from({ length: 22 }, (_, index) => send(index)));
    expect(statuses.filter((response) => response.statusCode === 200)).toHaveLength(20);
    const refused = statuses.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(messageOf(refused[0]!)).toBe('You can request up to 20 brands a day. Please try again tomorrow.');
    expect(refused[0]!.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    expect(await requestsOf(user.id)).toHaveLength(40);
    // Another person is not held back.
    const other = await signedInUser();
    expect(
      (await call('POST', '/brands/request', other.token, { name: 'A', url: 'a.example' })).statusCode,
    ).toBe(200);
  });

  it('answers 401 without a session', async () => {
    const response = await call('POST', '/brands/request', undefined, { name: 'A', url: 'a.example' });
    expect(response.statusCode).toBe(401);
  });

  it('lists every request for the admin CLI, newest first, with who asked', async () => {
    const listed = await listBrandRequests(t.context.database.db);
    expect(listed.length).toBeGreaterThan(40);
    const times = listed.map((request) => request.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(listed.at(-1)).toMatchObject({ name: expect.stringMatching(/^Yesterday/) as string });
    expect(listed.find((request) => request.name === 'Oat Milk Co')?.requestedBy).toBe(
      team.collaborator.user.email,
    );
  });
});
