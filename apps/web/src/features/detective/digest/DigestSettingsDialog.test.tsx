import { DETECTIVE_DIGEST_MESSAGES, type DetectiveDigestSettings } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { DigestSettingsButton } from './DigestSettingsButton.tsx';

afterEach(stopServingApi);

const SLACK_URL = 'https://hooks.slack.com/services/T0001/B0001/abcdefghijklmnopqrstuvwx';

/** A server that remembers the caller's settings and the workspace's webhook. */
function serve(options: { failFirstRead?: boolean } = {}) {
  const state: DetectiveDigestSettings = { weeklyDigest: true, launchAlerts: true, slackWebhookSet: false };
  let reads = 0;
  const calls = serveApi({
    'GET detective/digest-settings': () => {
      reads += 1;
      if (options.failFirstRead && reads === 1) {
        return { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } };
      }
      return { body: state };
    },
    'PATCH detective/digest-settings': (call) => {
      Object.assign(state, call.body as Partial<DetectiveDigestSettings>);
      const { weeklyDigest, launchAlerts, slackWebhookSet } = state;
      return { body: { weeklyDigest, launchAlerts, slackWebhookSet } };
    },
    'PUT detective/slack-webhook': () => {
      state.slackWebhookSet = true;
      return { body: { slackWebhookSet: true, message: DETECTIVE_DIGEST_MESSAGES.webhookSaved } };
    },
    'DELETE detective/slack-webhook': () => {
      state.slackWebhookSet = false;
      return { body: { slackWebhookSet: false, message: DETECTIVE_DIGEST_MESSAGES.webhookRemoved } };
    },
  });
  return calls;
}

const mutations = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.method !== 'GET')
    .map((call) => ({ call: `${call.method} ${call.path}`, body: call.body }));

async function openDialog(role: 'admin' | 'guest' = 'admin') {
  renderInApp(<DigestSettingsButton workspace={aWorkspace({ role })} />);
  await userEvent.click(screen.getByRole('button', { name: 'E-mails and Slack' }));
  return screen.getByRole('dialog', { name: 'Detective e-mails and Slack' });
}

describe("Detective's digest settings", { timeout: 20_000 }, () => {
  it('turns the weekly digest and launch alerts off for the member, saying so', async () => {
    const calls = serve();
    const dialog = await openDialog();
    const digest = await within(dialog).findByRole('switch', { name: /Weekly digest/ });
    const alerts = within(dialog).getByRole('switch', { name: /Launch alerts/ });
    expect((digest as HTMLInputElement).checked).toBe(true);
    expect((alerts as HTMLInputElement).checked).toBe(true);

    await userEvent.click(digest);
    expect(await screen.findByText('Weekly digest turned off')).toBeTruthy();
    await waitFor(() => expect((digest as HTMLInputElement).checked).toBe(false));
    await userEvent.click(alerts);
    expect(await screen.findByText('Launch alerts turned off')).toBeTruthy();
    expect(mutations(calls)).toEqual([
      { call: 'PATCH detective/digest-settings', body: { workspaceId: 'ws-1', weeklyDigest: false } },
      { call: 'PATCH detective/digest-settings', body: { workspaceId: 'ws-1', launchAlerts: false } },
    ]);
  });

  it('sets, then removes, the Slack webhook after checking it is a Slack one', async () => {
    const calls = serve();
    const dialog = await openDialog();
    const field = await within(dialog).findByLabelText('Slack webhook URL');
    await userEvent.type(field, 'https://example.com/hook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }));
    expect(within(dialog).getByText(DETECTIVE_DIGEST_MESSAGES.webhookUrlSlack)).toBeTruthy();
    expect(mutations(calls)).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, SLACK_URL);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save webhook' }));
    expect(await screen.findByText(DETECTIVE_DIGEST_MESSAGES.webhookSaved)).toBeTruthy();
    expect(await within(dialog).findByLabelText('Replace the Slack webhook URL')).toBeTruthy();
    expect(within(dialog).getByText('Connected')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove webhook' }));
    expect(await screen.findByText(DETECTIVE_DIGEST_MESSAGES.webhookRemoved)).toBeTruthy();
    expect(await within(dialog).findByLabelText('Slack webhook URL')).toBeTruthy();
    expect(mutations(calls)).toEqual([
      { call: 'PUT detective/slack-webhook', body: { workspaceId: 'ws-1', url: SLACK_URL } },
      { call: 'DELETE detective/slack-webhook', body: undefined },
    ]);
    expect(calls.at(-1)?.query.get('workspaceId')).toBe('ws-1');
  });

  it("shows a guest their own switches but not the workspace's webhook field", async () => {
    serve();
    const dialog = await openDialog('guest');
    expect(await within(dialog).findByRole('switch', { name: /Weekly digest/ })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Slack webhook URL')).toBeNull();
    expect(
      within(dialog).getByText(/Only its admins and collaborators can change the Slack webhook/),
    ).toBeTruthy();
  });

  it('says when the settings could not be loaded, and loads them again on Retry', async () => {
    serve({ failFirstRead: true });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByRole('switch', { name: /Weekly digest/ })).toBeTruthy();
  });
});
