import { EXPERT_SOCIAL_LABELS, EXPERT_SOCIAL_NETWORKS, type ExpertProfile } from '@hookline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createWorkspace } from '../../../test/tenancy-factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertBoard } from '../../inspiration/discussions/test-support-saved-ads.ts';
import {
  expertsCaller,
  messageOf,
  profilePath,
  signedInUser,
  storedProfile,
  type SignedInUser,
} from './test-support-experts.ts';

describe('GET|POST users/{userId}/expert-profile', () => {
  let t: TestApp;
  let call: ReturnType<typeof expertsCaller>;
  let expert: SignedInUser;

  const save = (who: SignedInUser, payload: object) =>
    call('POST', profilePath(who.user.id), who.token, payload);

  beforeAll(async () => {
    t = await createTestApp();
    call = expertsCaller(t);
    expert = await signedInUser(t);
  });
  afterAll(() => t.close());

  it('answers 404 until the profile is first saved', async () => {
    const fresh = await signedInUser(t);
    const response = await call('GET', profilePath(fresh.user.id), fresh.token);
    expect(response.statusCode).toBe(404);
    expect(messageOf(response)).toBe('Expert profile not found');
  });

  it('saves the profile trimmed, keeps a link typed without its scheme as https, and reads it back', async () => {
    const response = await save(expert, {
      firstName: '  Maya ',
      lastName: ' Chen  ',
      headline: '  Performance creative strategist ',
      bio: '  Ten years of paid social.\r\nNow I teach it.  ',
      socialMediaLinks: {
        instagram: ' instagram.com/mayachen.ads ',
        website: 'https://mayachen.example.com/',
        x: null,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<ExpertProfile>();
    expect(saved).toMatchObject({
      _id: expert.user.id,
      firstName: 'Maya',
      lastName: 'Chen',
      headline: 'Performance creative strategist',
      bio: 'Ten years of paid social.\nNow I teach it.',
      profileImageId: null,
      profileImageURL: null,
      inspirationFolderId: null,
      published: true,
      socialMediaLinks: {
        website: 'https://mayachen.example.com/',
        x: null,
        instagram: 'https://instagram.com/mayachen.ads',
        youtube: null,
        tiktok: null,
        linkedin: null,
        facebook: null,
      },
    });
    const read = await call('GET', profilePath(expert.user.id), expert.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(saved);
    expect(await storedProfile(t, expert.user.id)).toMatchObject({ firstName: 'Maya', lastName: 'Chen' });
  });

  it('keeps what a save leaves out, clears what it sets to null, and stores a board id', async () => {
    const org = await createOrganisation(t, expert.user);
    const workspace = await createWorkspace(t, org);
    const boardId = (await insertBoard(t, { workspace: { id: workspace.id, orgId: org.id }, name: 'Picks' }))
      .id;
    const response = await save(expert, {
      firstName: 'Maya',
      lastName: null,
      socialMediaLinks: { tiktok: 'https://www.tiktok.com/@mayachen', website: null },
      inspirationFolderId: boardId,
      published: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExpertProfile>()).toMatchObject({
      lastName: null,
      headline: 'Performance creative strategist',
      bio: 'Ten years of paid social.\nNow I teach it.',
      inspirationFolderId: boardId,
      published: false,
      socialMediaLinks: {
        website: null,
        instagram: 'https://instagram.com/mayachen.ads',
        tiktok: 'https://www.tiktok.com/@mayachen',
      },
    });
    // Published again for the tests that follow.
    expect((await save(expert, { firstName: 'Maya', published: true })).statusCode).toBe(200);
  });

  it('refuses each broken rule with its message and changes nothing', async () => {
    const before = await storedProfile(t, expert.user.id);
    const cases: [object, string][] = [
      [{}, 'Please enter your first name'],
      [{ firstName: '' }, 'Please enter your first name'],
      [{ firstName: '   \t ' }, 'Please enter your first name'],
      [{ firstName: 42 }, 'Please enter your first name'],
      [{ firstName: 'M'.repeat(51) }, 'First name must be at most 50 characters long'],
      [{ firstName: 'Maya', lastName: '   ' }, 'Last name cannot be blank'],
      [{ firstName: 'Maya', lastName: '' }, 'Last name cannot be blank'],
      [{ firstName: 'Maya', lastName: 'C'.repeat(51) }, 'Last name must be at most 50 characters long'],
      [{ firstName: 'Maya', headline: 'h'.repeat(101) }, 'Headline must be at most 100 characters long'],
      [{ firstName: 'Maya', bio: 'b'.repeat(251) }, 'Bio must be at most 250 characters long'],
      [{ firstName: 'Maya', inspirationFolderId: 'board-1' }, 'Please choose a valid board'],
    ];
    for (const network of EXPERT_SOCIAL_NETWORKS) {
      const message = `Please enter a valid URL for ${EXPERT_SOCIAL_LABELS[network]}`;
      for (const link of [
        'not a link',
        'javascript:alert(1)',
        'ftp://files.example.com',
        'http://localhost',
        '  ',
        '//evil.example',
        '/evil.example',
        'https:evil.example',
        '\\\\evil.example',
        'https://mayachen.example.com@evil.example',
        'data:text/html,hi',
      ]) {
        cases.push([{ firstName: 'Maya', socialMediaLinks: { [network]: link } }, message]);
      }
    }
    for (const [payload, message] of cases) {
      const response = await save(expert, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(messageOf(response), JSON.stringify(payload)).toBe(message);
    }
    const unknownNetwork = await save(expert, {
      firstName: 'Maya',
      socialMediaLinks: { myspace: 'https://a.b' },
    });
    expect(unknownNetwork.statusCode).toBe(400);
    expect(await storedProfile(t, expert.user.id)).toEqual(before);
  });

  it('removes control characters and refuses a lone surrogate with the field’s message', async () => {
    const cleaned = await save(expert, { firstName: 'Ma\u0000ya', lastName: 'Ch\u0007en' });
    expect(cleaned.statusCode, cleaned.body).toBe(200);
    expect(cleaned.json<ExpertProfile>()).toMatchObject({ firstName: 'Maya', lastName: 'Chen' });
    const before = await storedProfile(t, expert.user.id);
    const broken = await save(expert, { firstName: 'Maya\ud800' });
    expect(broken.statusCode).toBe(400);
    expect(messageOf(broken)).toBe('Please enter your first name');
    const brokenLink = await save(expert, {
      firstName: 'Maya',
      socialMediaLinks: { youtube: 'youtube.com/\udc00' },
    });
    expect(messageOf(brokenLink)).toBe('Please enter a valid URL for YouTube');
    expect(await storedProfile(t, expert.user.id)).toEqual(before);
  });

  it('refuses a profile to an account that is not an expert (403) and writes nothing', async () => {
    const member = await signedInUser(t, { isExpert: false });
    const response = await save(member, { firstName: 'Sam' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'Only expert accounts can have an expert profile',
      code: 'FORBIDDEN',
    });
    expect(await storedProfile(t, member.user.id)).toBeUndefined();
  });

  it("answers 404 for another user's profile, to read or to change, and changes nothing", async () => {
    const other = await signedInUser(t, { firstName: 'Otto' });
    const before = await storedProfile(t, expert.user.id);
    expect((await call('GET', profilePath(expert.user.id), other.token)).statusCode).toBe(404);
    const changed = await save({ user: expert.user, token: other.token }, { firstName: 'Hijacked' });
    expect(changed.statusCode).toBe(404);
    expect((await call('GET', profilePath('not-an-id'), other.token)).statusCode).toBe(404);
    expect(await storedProfile(t, expert.user.id)).toEqual(before);
    expect(await storedProfile(t, other.user.id)).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    expect((await call('GET', profilePath(expert.user.id), undefined)).statusCode).toBe(401);
    const before = await storedProfile(t, expert.user.id);
    expect(
      (await call('POST', profilePath(expert.user.id), undefined, { firstName: 'Anon' })).statusCode,
    ).toBe(401);
    expect(await storedProfile(t, expert.user.id)).toEqual(before);
  });
});
