import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BoardOrganisation, ScrapedAd } from '../../shared/hookline-api.ts';
import type { BoardsReply, SaveReply } from '../../shared/runtime-messages.ts';
import { createSaveWidget, WIDGET_TEXT, type WidgetBridge } from './save-widget.ts';

const ad: ScrapedAd = {
  platform: 'meta',
  sourceUrl: 'https://www.facebook.com/ads/library/?id=1',
  adArchiveId: '1',
  pageName: 'Glowly Skincare',
  body: 'Body',
  title: 'Title',
  ctaText: 'Shop now',
  ctaURL: 'https://glowly.example/',
  startDate: '2025-03-03',
  assets: [{ type: 'image', url: 'https://cdn.example.net/a.jpg' }],
};

const organisations: BoardOrganisation[] = [
  {
    orgId: 'o1',
    orgName: 'Hookline Demo',
    workspaces: [
      {
        workspaceId: 'w1',
        workspaceName: 'Brand team',
        boards: [
          { _id: 'b1', name: 'Hooks', path: 'Hooks' },
          { _id: 'b2', name: 'UGC', path: 'Hooks / UGC' },
        ],
      },
    ],
  },
];

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function mount(options: { boards?: BoardsReply[]; save?: SaveReply; readAd?: () => ScrapedAd } = {}) {
  const boards = [...(options.boards ?? [{ status: 'ok', organisations, lastBoard: null }])];
  const authListeners: (() => void)[] = [];
  const bridge = {
    listBoards: vi.fn(
      async (): Promise<BoardsReply> => boards.shift() ?? { status: 'ok', organisations, lastBoard: null },
    ),
    saveAd: vi.fn(
      async (): Promise<SaveReply> =>
        options.save ?? { status: 'ok', fileId: 'f1', boardUrl: 'http://localhost:3000/inspirations/w1/b2' },
    ),
    signIn: vi.fn(async () => undefined),
    openApp: vi.fn(async () => undefined),
    onAuthChanged: (listener: () => void) => {
      authListeners.push(listener);
      return () => undefined;
    },
  } satisfies WidgetBridge;
  const card = document.createElement('div');
  const cardClicks = vi.fn();
  card.addEventListener('click', cardClicks);
  const host = createSaveWidget({ document, bridge, readAd: options.readAd ?? (() => ad) });
  card.append(host);
  document.body.append(card);
  const shadow = host.shadowRoot!;
  const buttonNamed = (name: string) =>
    Array.from(shadow.querySelectorAll('button')).find((button) => button.textContent?.trim() === name);
  return {
    bridge,
    shadow,
    cardClicks,
    buttonNamed,
    select: () => shadow.querySelector('select'),
    alert: () => shadow.querySelector('[role="alert"]:not([hidden])')?.textContent,
    status: () => shadow.querySelector('[role="status"]')?.textContent,
    signInElsewhere: () => authListeners.forEach((listener) => listener()),
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the Save control on an ad card', () => {
  it('is a labelled button that opens a board picker on the boards Hookline lists', async () => {
    const widget = mount();
    const save = widget.buttonNamed('Save')!;
    expect(save.getAttribute('aria-expanded')).toBe('false');
    expect(widget.shadow.getElementById(save.getAttribute('aria-describedby')!)?.textContent).toBe(
      WIDGET_TEXT.saveDescription,
    );
    save.click();
    await flush();
    expect(save.getAttribute('aria-expanded')).toBe('true');
    const select = widget.select()!;
    expect(widget.shadow.querySelector(`label[for="${select.id}"]`)?.textContent).toBe('Board');
    expect(Array.from(select.querySelectorAll('optgroup')).map((group) => group.label)).toEqual([
      'Brand team',
    ]);
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual(['Hooks', 'Hooks / UGC']);
    expect(widget.shadow.activeElement).toBe(select);
    expect(widget.cardClicks).not.toHaveBeenCalled();
  });

  it("saves into the chosen board, then says 'Saved' and links to the board", async () => {
    const widget = mount();
    widget.buttonNamed('Save')!.click();
    await flush();
    const select = widget.select()!;
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change'));
    widget.buttonNamed(WIDGET_TEXT.saveToBoard)!.click();
    await flush();
    expect(widget.bridge.saveAd).toHaveBeenCalledWith({ workspaceId: 'w1', folderId: 'b2', ad });
    expect(widget.buttonNamed('Saved')).toBeDefined();
    const link = widget.shadow.querySelector('a')!;
    expect(link.hidden).toBe(false);
    expect(link.textContent).toBe('Open in Hookline');
    expect(link.href).toBe('http://localhost:3000/inspirations/w1/b2');
    expect(widget.status()).toBe('Saved to Hooks / UGC');
    expect(widget.shadow.activeElement).toBe(link);
  });

  it("shows Hookline's refusal in the picker and keeps the choice", async () => {
    const widget = mount({
      save: { status: 'error', message: "The ad's media could not be downloaded. Please try again." },
    });
    widget.buttonNamed('Save')!.click();
    await flush();
    const select = widget.select()!;
    select.value = select.options[1]!.value;
    select.dispatchEvent(new Event('change'));
    widget.buttonNamed(WIDGET_TEXT.saveToBoard)!.click();
    await flush();
    expect(widget.alert()).toBe("The ad's media could not be downloaded. Please try again.");
    expect(widget.select()!.selectedOptions[0]!.textContent).toBe('Hooks / UGC');
    expect(widget.buttonNamed('Save')).toBeDefined();
  });

  it('offers to sign in when signed out, and opens the picker once signed in', async () => {
    const widget = mount({ boards: [{ status: 'signed-out' }] });
    widget.buttonNamed('Save')!.click();
    await flush();
    const signIn = widget.buttonNamed('Sign in to Hookline')!;
    expect(widget.shadow.activeElement).toBe(signIn);
    expect(widget.shadow.getElementById(signIn.getAttribute('aria-describedby')!)?.textContent).toBe(
      WIDGET_TEXT.signedOut,
    );
    signIn.click();
    await flush();
    expect(widget.bridge.signIn).toHaveBeenCalled();
    widget.signInElsewhere();
    await flush();
    expect(widget.select()).not.toBeNull();
  });

  it('says why a list of boards failed, and tries again on Retry', async () => {
    const widget = mount({ boards: [{ status: 'error', message: 'Hookline could not be reached' }] });
    widget.buttonNamed('Save')!.click();
    await flush();
    expect(widget.alert()).toBe('Hookline could not be reached');
    widget.buttonNamed('Retry')!.click();
    await flush();
    expect(widget.select()).not.toBeNull();
  });

  it('says so when there is no board to save into', async () => {
    const widget = mount({ boards: [{ status: 'ok', organisations: [], lastBoard: null }] });
    widget.buttonNamed('Save')!.click();
    await flush();
    expect(widget.shadow.textContent).toContain(WIDGET_TEXT.noBoards);
    widget.buttonNamed('Open Hookline')!.click();
    expect(widget.bridge.openApp).toHaveBeenCalled();
  });

  it('says an ad without media cannot be saved, without asking Hookline', async () => {
    const widget = mount({ readAd: () => ({ ...ad, assets: [] }) });
    widget.buttonNamed('Save')!.click();
    await flush();
    expect(widget.alert()).toBe(WIDGET_TEXT.noMedia);
    expect(widget.bridge.listBoards).not.toHaveBeenCalled();
  });

  it('closes on Escape and gives focus back to Save, keeping the key from the page', async () => {
    const widget = mount();
    const pageKeys = vi.fn();
    document.addEventListener('keydown', pageKeys);
    widget.buttonNamed('Save')!.click();
    await flush();
    widget
      .select()!
      .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(widget.select()).toBeNull();
    expect(widget.shadow.activeElement).toBe(widget.buttonNamed('Save'));
    expect(pageKeys).not.toHaveBeenCalled();
    document.removeEventListener('keydown', pageKeys);
  });
});
