import { describe, expect, it } from 'vitest';
import { EXPERT_MESSAGES, expertProfileBody, expertProfileErrors } from './experts-api.ts';

const errorsOf = (body: unknown) => {
  const parsed = expertProfileBody.safeParse(body);
  return parsed.success ? {} : expertProfileErrors(parsed.error);
};

describe('the expert profile body (spec section 5, "Expert profile")', () => {
  it('trims every value, keeps a link typed without its scheme as https, and an empty headline as none', () => {
    expect(
      expertProfileBody.parse({
        firstName: '  Maya\u00a0 ',
        lastName: ' Chen ',
        headline: '   ',
        socialMediaLinks: { instagram: ' instagram.com/maya ', website: 'HTTPS://Maya.example.com', x: null },
      }),
    ).toEqual({
      firstName: 'Maya',
      lastName: 'Chen',
      headline: null,
      socialMediaLinks: {
        instagram: 'https://instagram.com/maya',
        website: 'https://maya.example.com/',
        x: null,
      },
    });
  });

  it('names the field of each broken rule', () => {
    expect(
      errorsOf({
        firstName: ' ',
        lastName: '  ',
        socialMediaLinks: {
          linkedin: 'linkedin',
          tiktok: 'mailto:maya@example.com',
          youtube: 'https://youtube.com/@m',
        },
      }),
    ).toEqual({
      firstName: EXPERT_MESSAGES.firstNameRequired,
      lastName: EXPERT_MESSAGES.lastNameBlank,
      'socialMediaLinks.linkedin': 'Please enter a valid URL for LinkedIn',
      'socialMediaLinks.tiktok': 'Please enter a valid URL for TikTok',
    });
  });

  it('takes a profile without a last name or links', () => {
    expect(errorsOf({ firstName: 'Léo' })).toEqual({});
    expect(errorsOf({ firstName: 'Léo', lastName: null, socialMediaLinks: {} })).toEqual({});
  });
});
