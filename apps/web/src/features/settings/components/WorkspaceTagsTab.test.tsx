import { TAG_COLORS, TAG_MESSAGES, type Tag } from '@hookline/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { serveApi, stopServingApi, type FakeCall } from '../../../test/fake-api.ts';
import { aWorkspace } from '../../../test/fixtures.ts';
import { renderInApp } from '../../../test/render.tsx';
import { WorkspaceTagsTab } from './WorkspaceTagsTab.tsx';

afterEach(stopServingApi);

const WORKSPACE = aWorkspace({ _id: 'ws-1', name: 'Spring campaign' });
const SERVER_ERROR = { status: 500, body: { message: 'Internal Server Error', code: 'INTERNAL' } };

const aTag = (overrides: Partial<Tag>): Tag => ({
  _id: 'tag-1',
  name: 'Summer',
  color: TAG_COLORS[0],
  product: 'drive',
  isDeleted: false,
  count: 0,
  ...overrides,
});

/** A fake server holding `initial` tags that answers the tag calls as the real one does. */
function serveTags(initial: Tag[]): FakeCall[] {
  let tags = [...initial];
  return serveApi({
    'GET tags': () => ({ body: { data: tags } }),
    'POST tags': (call) => {
      const { tags: names } = call.body as { tags: { name: string }[] };
      const created = names.map(({ name }, index) =>
        aTag({ _id: `new-${index}`, name, color: TAG_COLORS[(tags.length + index) % 8] }),
      );
      tags = [...tags, ...created];
      return { body: { data: created } };
    },
    'PUT tags': (call) => {
      const { tag } = call.body as { tag: { _id: string; name?: string; color?: string } };
      tags = tags.map((existing) => (existing._id === tag._id ? { ...existing, ...tag } : existing));
      return { body: tags.find((existing) => existing._id === tag._id) };
    },
    'DELETE tags/tag-2': () => {
      tags = tags.filter((tag) => tag._id !== 'tag-2');
      return { body: { tagId: 'tag-2', message: TAG_MESSAGES.deleted } };
    },
  });
}

/** Types `value` into the box labelled `label` at once, as a paste would. */
async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

describe('Workspace > Tags', { timeout: 20_000 }, () => {
  it('lists the tags with their colour and the files using them, and creates several from one comma-separated entry', async () => {
    const calls = serveTags([aTag({ count: 3 }), aTag({ _id: 'tag-2', name: 'UGC', count: 1 })]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);

    const summer = await screen.findByRole('row', { name: /Summer/ });
    expect(within(summer).getByText('3 files')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /UGC/ })).getByText('1 file')).toBeTruthy();
    expect(calls[0]?.query.get('product')).toBe('drive');

    await fill('New tags', ' Hero shot, Night ,, Teaser');
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));

    expect(await screen.findByText(TAG_MESSAGES.created)).toBeTruthy();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      workspaceId: 'ws-1',
      product: 'drive',
      tags: [{ name: 'Hero shot' }, { name: 'Night' }, { name: 'Teaser' }],
    });
    expect(await screen.findByRole('row', { name: /Teaser/ })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('New tags').value).toBe('');
  });

  it('refuses a name that repeats an existing tag or another typed one, ignoring case, without calling the server', async () => {
    const calls = serveTags([aTag({})]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);
    await screen.findByRole('row', { name: /Summer/ });

    await fill('New tags', 'Autumn, summer');
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    expect(await screen.findByText(TAG_MESSAGES.duplicate)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New tags'));
    await fill('New tags', 'Autumn, AUTUMN');
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    expect(await screen.findByText(TAG_MESSAGES.duplicate)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('New tags'));
    await userEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    expect(await screen.findByText(TAG_MESSAGES.nameRequired)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('recolours a tag with one of the 8 pastel colours', async () => {
    const calls = serveTags([aTag({})]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Change the colour of tag Summer' }));
    const colours = screen.getByRole('group', { name: 'Colours for tag Summer' });
    expect(within(colours).getAllByRole('button')).toHaveLength(8);
    expect(within(colours).getByRole('button', { name: 'Rose' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(colours).getByRole('button', { name: 'Lavender' }));

    expect(await screen.findByText(TAG_MESSAGES.edited)).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      workspaceId: 'ws-1',
      product: 'drive',
      tag: { _id: 'tag-1', color: '#E5DBFF' },
    });
  });

  it('renames a tag in place, refusing another tag’s name', async () => {
    const calls = serveTags([aTag({}), aTag({ _id: 'tag-2', name: 'UGC' })]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Rename tag Summer' }));
    const input = screen.getByLabelText('New name for tag Summer');
    await userEvent.clear(input);
    await userEvent.paste('ugc');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.duplicate)).toBeTruthy();

    await userEvent.clear(input);
    await userEvent.paste('Summer sale');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(TAG_MESSAGES.edited)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { workspaceId: 'ws-1', product: 'drive', tag: { _id: 'tag-1', name: 'Summer sale' } },
    ]);
    expect(await screen.findByRole('row', { name: /Summer sale/ })).toBeTruthy();
  });

  it('deletes a tag after confirming', async () => {
    const calls = serveTags([aTag({}), aTag({ _id: 'tag-2', name: 'UGC', count: 2 })]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete tag UGC' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete tag' });
    expect(within(dialog).getByText(/“UGC” comes off the 2 files that carry it/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tag' }));

    expect(await screen.findByText(TAG_MESSAGES.deleted)).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.query.get('workspaceId')).toBe('ws-1');
    await waitFor(() => expect(screen.queryByRole('row', { name: /UGC/ })).toBeNull());
  });

  it('says when there are no tags yet, and what to do', async () => {
    serveTags([]);
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);
    expect(
      await screen.findByText(
        'No tags yet. Type a few names above, separated by commas, to add the first ones.',
      ),
    ).toBeTruthy();
  });

  it('says what failed to load, and Retry loads it', async () => {
    let failing = true;
    serveApi({ 'GET tags': () => (failing ? SERVER_ERROR : { body: { data: [aTag({})] } }) });
    renderInApp(<WorkspaceTagsTab workspace={WORKSPACE} />);

    expect(await screen.findByText('We couldn’t load the tags')).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Summer/ })).toBeTruthy();
  });
});
