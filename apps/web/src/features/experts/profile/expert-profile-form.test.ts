import { NO_EXPERT_LINKS } from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { anExpertProfile } from '../expert-fixtures.ts';
import { bodyFromForm, checkProfileForm, formChanged, formFromProfile } from './expert-profile-form.ts';

const account = { firstName: 'Riley', lastName: 'Moss' };

describe('the expert profile form', () => {
  it('starts a first profile from the account’s name, published, with no links', () => {
    const form = formFromProfile(null, account);
    expect(form).toMatchObject({
      firstName: 'Riley',
      lastName: 'Moss',
      headline: '',
      bio: '',
      published: true,
    });
    expect(Object.values(form.links).every((link) => link === '')).toBe(true);
  });

  it('starts from the saved profile, its missing values as empty fields', () => {
    const form = formFromProfile(anExpertProfile({ lastName: null, published: false }), account);
    expect(form).toMatchObject({
      lastName: '',
      headline: 'UGC creative director',
      bio: '',
      published: false,
    });
    expect(form.links.tiktok).toBe('https://www.tiktok.com/@rileymoss');
    expect(form.links.instagram).toBe('');
  });

  it('sends an empty field as not given, and anything typed as typed', () => {
    const form = formFromProfile(null, account);
    const body = bodyFromForm({
      ...form,
      lastName: '',
      headline: '  ',
      links: { ...form.links, x: 'x.com/riley', website: '' },
    });
    expect(body).toEqual({
      firstName: 'Riley',
      lastName: null,
      headline: '  ',
      bio: null,
      socialMediaLinks: { ...NO_EXPERT_LINKS, x: 'x.com/riley' },
      published: true,
    });
  });

  it('names the field of each broken rule in the spec’s words', () => {
    const form = formFromProfile(null, account);
    const checked = checkProfileForm({
      ...form,
      firstName: '   ',
      lastName: '  ',
      bio: 'b'.repeat(251),
      links: {
        ...form.links,
        instagram: 'not a link',
        website: 'javascript:alert(1)',
        youtube: 'youtube.com/@riley',
      },
    });
    expect(checked.errors).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Last name cannot be blank',
      bio: 'Bio must be at most 250 characters long',
      'socialMediaLinks.instagram': 'Please enter a valid URL for Instagram',
      'socialMediaLinks.website': 'Please enter a valid URL for Website',
    });
  });

  it('lets a valid form through, and knows when it changed', () => {
    const start = formFromProfile(anExpertProfile(), account);
    expect(checkProfileForm(start).body).toMatchObject({ firstName: 'Riley', lastName: 'Moss' });
    expect(formChanged(start, formFromProfile(anExpertProfile(), account))).toBe(false);
    expect(formChanged({ ...start, links: { ...start.links, x: 'https://x.com/r' } }, start)).toBe(true);
  });
});
