import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi } from '../../../test/fake-api.ts';
import { aUser } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { anExpertProfile } from '../expert-fixtures.ts';
import { ExpertProfileTab } from './ExpertProfileTab.tsx';

afterEach(stopServingApi);

const USER = aUser({ _id: 'user-1', firstName: 'Riley', lastName: 'Moss', isExpert: true });
const PROFILE_PATH = 'users/user-1/expert-profile';
const NOT_FOUND = { status: 404, body: { message: 'Expert profile not found', code: 'NOT_FOUND' } };

/** Replaces what a field holds, as a paste would. */
async function fill(label: string | RegExp, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  if (value) {
    await userEvent.click(field);
    await userEvent.paste(value);
  }
}

describe('Account › Expert profile', { timeout: 20_000 }, () => {
  it('starts a first profile from the account’s name and creates it', async () => {
    const calls = serveApi({
      [`GET ${PROFILE_PATH}`]: () => NOT_FOUND,
      [`POST ${PROFILE_PATH}`]: (call) => ({
        body: anExpertProfile({ ...(call.body as object), headline: 'Copywriter' }),
      }),
    });
    renderInApp(<ExpertProfileTab user={USER} />);

    expect(await screen.findByText('You have no expert profile yet')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/First name/).value).toBe('Riley');
    expect(screen.getByLabelText<HTMLInputElement>('Last name').value).toBe('Moss');
    expect(screen.getByText('Save your profile first, then add a photo')).toBeTruthy();

    await fill('Headline', 'Copywriter');
    await fill('LinkedIn', 'linkedin.com/in/rileymoss');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));

    expect(await screen.findByText('Expert profile updated successfully')).toBeTruthy();
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.body).toMatchObject({
      firstName: 'Riley',
      lastName: 'Moss',
      headline: 'Copywriter',
      bio: null,
      published: true,
      socialMediaLinks: { linkedin: 'linkedin.com/in/rileymoss', instagram: null },
    });
    // Saved, the tab offers the picture and the expert's page.
    expect(await screen.findByText('Drop a photo here or click to choose one')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your expert page' }).getAttribute('href')).toBe(
      '/app/library/experts/user-1',
    );
  });

  it('shows each broken rule under its field and sends nothing', async () => {
    const calls = serveApi({ [`GET ${PROFILE_PATH}`]: () => ({ body: anExpertProfile() }) });
    renderInApp(<ExpertProfileTab user={USER} />);
    await screen.findByDisplayValue('UGC creative director');

    await fill(/First name/, '   ');
    await fill('Last name', '  ');
    await fill('Instagram', 'not a link');
    await fill('Website', 'ftp://files.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(screen.getByText('Please enter your first name')).toBeTruthy();
    expect(screen.getByText('Last name cannot be blank')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL for Instagram')).toBeTruthy();
    expect(screen.getByText('Please enter a valid URL for Website')).toBeTruthy();
    expect(screen.getByLabelText('Instagram').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    // Fixing a field clears its message.
    await fill('Instagram', 'https://www.instagram.com/rileymoss');
    expect(screen.queryByText('Please enter a valid URL for Instagram')).toBeNull();
  });

  it('takes a profile out of the directory, and Cancel puts the fields back', async () => {
    const calls = serveApi({
      [`GET ${PROFILE_PATH}`]: () => ({ body: anExpertProfile() }),
      [`POST ${PROFILE_PATH}`]: (call) => ({ body: anExpertProfile(call.body as object) }),
    });
    renderInApp(<ExpertProfileTab user={USER} />);
    await screen.findByDisplayValue('UGC creative director');
    const save = screen.getByRole('button', { name: 'Save profile' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await fill('Headline', 'Something else');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByDisplayValue('UGC creative director')).toBeTruthy();

    await userEvent.click(screen.getByRole('switch', { name: /Show my profile in the Experts directory/ }));
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ published: false });
  });

  it('says when the profile could not be loaded, with a Retry', async () => {
    let fail = true;
    serveApi({
      [`GET ${PROFILE_PATH}`]: () =>
        fail
          ? { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } }
          : { body: anExpertProfile() },
    });
    renderInApp(<ExpertProfileTab user={USER} />);
    expect(await screen.findByText('We couldn’t load your expert profile')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('UGC creative director')).toBeTruthy();
  });
});
