import type { SaveAdBody, ScrapedAd } from '../../shared/hookline-api.ts';
import type { BoardsReply, SaveReply } from '../../shared/runtime-messages.ts';
import { boardGroups, initialOption, type BoardGroup, type BoardOption } from './board-choices.ts';
import { WIDGET_CSS, hooklineLogo } from './widget-styles.ts';

/** What the Save control asks of the service worker. */
export interface WidgetBridge {
  listBoards(): Promise<BoardsReply>;
  saveAd(body: SaveAdBody): Promise<SaveReply>;
  signIn(): Promise<void>;
  openApp(): Promise<void>;
  /** Calls `listener` whenever someone signs in or out; returns how to stop. */
  onAuthChanged(listener: () => void): () => void;
}

export const WIDGET_ATTRIBUTE = 'data-hookline-save';

export const WIDGET_TEXT = {
  save: 'Save',
  saved: 'Saved',
  saveDescription: 'Save this ad to a Hookline board',
  openInHookline: 'Open in Hookline',
  loading: 'Loading your boards…',
  signedOut: 'Sign in to Hookline to save this ad.',
  signIn: 'Sign in to Hookline',
  signInOpened: 'Sign in to Hookline in the tab that opened, then come back to save this ad.',
  noBoards: 'You have no boards yet. Create one under Inspiration in Hookline, then save this ad.',
  openHookline: 'Open Hookline',
  noMedia: 'The ad has no image or video to save',
  board: 'Board',
  saveToBoard: 'Save to board',
  saving: 'Saving…',
  cancel: 'Cancel',
  retry: 'Retry',
  savedTo: (board: string) => `Saved to ${board}`,
} as const;

type PanelState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'signed-out'; signInOpened: boolean }
  | { kind: 'load-error'; message: string }
  | { kind: 'no-boards' }
  | { kind: 'no-media' }
  | { kind: 'choose'; groups: BoardGroup[]; selected: string; saving: boolean; error: string | null };

/** Events that must not reach the page's own handlers (a card that opens on click, keyboard shortcuts). */
const CONTAINED_EVENTS = [
  'click',
  'dblclick',
  'mousedown',
  'mouseup',
  'pointerdown',
  'pointerup',
  'keydown',
  'keyup',
  'keypress',
  'input',
  'change',
];

let widgetCount = 0;

/**
 * A constructed style sheet, which no page's Content-Security-Policy can refuse (a `<style>` element may be
 * refused by a strict `style-src`); a `<style>` element where the browser has none (jsdom).
 */
function adoptStyles(shadow: ShadowRoot, css: string): void {
  const view = shadow.ownerDocument.defaultView;
  if (view && 'replaceSync' in view.CSSStyleSheet.prototype) {
    const sheet = new view.CSSStyleSheet();
    sheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sheet];
    return;
  }
  const style = shadow.ownerDocument.createElement('style');
  style.textContent = css;
  shadow.append(style);
}

interface Options {
  document: Document;
  /** Reads the ad from its card when the user saves (the page may have loaded more of it since). */
  readAd: () => ScrapedAd;
  bridge: WidgetBridge;
}

/**
 * The Save control for one ad card: a button that opens a board picker, saves through the service worker,
 * then says 'Saved' with a link to the board. It lives in a shadow root, is used with the keyboard alone,
 * and announces what happens.
 */
export function createSaveWidget({ document, readAd, bridge }: Options): HTMLElement {
  const id = `hookline-${++widgetCount}`;
  const host = document.createElement('div');
  host.setAttribute(WIDGET_ATTRIBUTE, '');
  const shadow = host.attachShadow({ mode: 'open' });

  const make = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    props: Partial<Record<string, string>> = {},
    text?: string,
  ): HTMLElementTagNameMap[K] => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(props)) {
      if (value !== undefined) element.setAttribute(name, value);
    }
    if (text !== undefined) element.textContent = text;
    return element;
  };

  const root = make('div', { class: 'hookline', role: 'group', 'aria-label': 'Hookline' });
  const row = make('div', { class: 'row' });
  const saveButton = make('button', {
    type: 'button',
    class: 'save',
    'aria-expanded': 'false',
    'aria-controls': `${id}-panel`,
    'aria-describedby': `${id}-description`,
  });
  const saveLabel = make('span', {}, WIDGET_TEXT.save);
  saveButton.append(hooklineLogo(document), saveLabel);
  // Hidden, yet it still describes the button: read with it, not again on its own.
  const description = make('span', { id: `${id}-description`, hidden: '' }, WIDGET_TEXT.saveDescription);
  const openLink = make(
    'a',
    { target: '_blank', rel: 'noopener noreferrer', hidden: '' },
    WIDGET_TEXT.openInHookline,
  );
  const panel = make('div', { id: `${id}-panel`, class: 'panel', hidden: '' });
  const announcer = make('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' });
  row.append(saveButton, openLink);
  root.append(row, description, panel, announcer);
  adoptStyles(shadow, WIDGET_CSS);
  shadow.append(root);
  for (const type of CONTAINED_EVENTS) root.addEventListener(type, (event) => event.stopPropagation());

  let state: PanelState = { kind: 'closed' };
  let loadToken = 0;

  const announce = (text: string) => {
    announcer.textContent = '';
    // A fresh node each time, so that the same words said twice are read twice.
    announcer.append(document.createTextNode(text));
  };

  const button = (
    label: string,
    onClick: () => void,
    primary = false,
    type: 'button' | 'submit' = 'button',
  ) => {
    const element = make('button', { type, class: primary ? 'primary' : undefined }, label);
    if (type === 'button') element.addEventListener('click', onClick);
    return element;
  };

  const cancelButton = () => button(WIDGET_TEXT.cancel, () => close());

  /** The panel's first button, which gets the focus, is described by the panel's sentence, read with it. */
  const describedBy = (element: HTMLButtonElement) => {
    element.setAttribute('aria-describedby', `${id}-message`);
    return element;
  };

  function render(focus?: 'first' | 'select' | 'error') {
    panel.replaceChildren();
    saveButton.setAttribute('aria-expanded', String(state.kind !== 'closed'));
    if (state.kind === 'closed') {
      panel.hidden = true;
      return;
    }
    panel.hidden = false;
    switch (state.kind) {
      case 'loading': {
        const actions = make('div', { class: 'actions' });
        actions.append(cancelButton());
        panel.append(make('p', { class: 'note', role: 'status' }, WIDGET_TEXT.loading), actions);
        break;
      }
      case 'signed-out': {
        const actions = make('div', { class: 'actions' });
        const text = state.signInOpened ? WIDGET_TEXT.signInOpened : WIDGET_TEXT.signedOut;
        actions.append(describedBy(button(WIDGET_TEXT.signIn, () => void signIn(), true)), cancelButton());
        panel.append(make('p', { id: `${id}-message` }, text), actions);
        break;
      }
      case 'load-error': {
        const actions = make('div', { class: 'actions' });
        actions.append(
          button(WIDGET_TEXT.retry, () => void loadBoards(), true),
          cancelButton(),
        );
        panel.append(make('p', { class: 'error', role: 'alert' }, state.message), actions);
        break;
      }
      case 'no-boards': {
        const actions = make('div', { class: 'actions' });
        const openApp = button(WIDGET_TEXT.openHookline, () => void bridge.openApp(), true);
        actions.append(describedBy(openApp), cancelButton());
        panel.append(make('p', { id: `${id}-message` }, WIDGET_TEXT.noBoards), actions);
        break;
      }
      case 'no-media': {
        const actions = make('div', { class: 'actions' });
        actions.append(cancelButton());
        panel.append(make('p', { class: 'error', role: 'alert' }, WIDGET_TEXT.noMedia), actions);
        break;
      }
      case 'choose':
        panel.append(chooseForm(state));
        break;
    }
    const target =
      focus === 'select'
        ? panel.querySelector<HTMLElement>('select')
        : focus === 'first'
          ? panel.querySelector<HTMLElement>('button, select, a')
          : null;
    target?.focus();
  }

  function chooseForm(current: Extract<PanelState, { kind: 'choose' }>): HTMLFormElement {
    const form = make('form', { 'aria-label': WIDGET_TEXT.saveDescription });
    const select = make('select', { id: `${id}-board`, name: 'board' });
    for (const group of current.groups) {
      const optgroup = make('optgroup', { label: group.label });
      for (const option of group.options) {
        const element = make('option', { value: option.value }, option.label);
        element.selected = option.value === current.selected;
        optgroup.append(element);
      }
      select.append(optgroup);
    }
    select.disabled = current.saving;
    select.addEventListener('change', () => {
      if (state.kind === 'choose') state = { ...state, selected: select.value, error: null };
    });
    const error = make('p', { class: 'error', role: 'alert', id: `${id}-error` }, current.error ?? '');
    error.hidden = !current.error;
    if (current.error) select.setAttribute('aria-describedby', `${id}-error`);
    const submit = button(
      current.saving ? WIDGET_TEXT.saving : WIDGET_TEXT.saveToBoard,
      () => undefined,
      true,
      'submit',
    );
    submit.disabled = current.saving;
    const actions = make('div', { class: 'actions' });
    actions.append(submit, cancelButton());
    form.append(make('label', { for: `${id}-board` }, WIDGET_TEXT.board), select, error, actions);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save(select.value);
    });
    return form;
  }

  function close() {
    loadToken++;
    state = { kind: 'closed' };
    render();
    saveButton.focus();
  }

  async function loadBoards(focus: 'first' | 'select' = 'select') {
    const token = ++loadToken;
    state = { kind: 'loading' };
    announce('');
    render('first');
    const reply = await bridge.listBoards().catch((error: unknown): BoardsReply => ({
      status: 'error',
      message: error instanceof Error ? error.message : String(error),
    }));
    if (token !== loadToken) return;
    if (reply.status === 'signed-out') {
      state = { kind: 'signed-out', signInOpened: false };
      render('first');
      return;
    }
    if (reply.status === 'error') {
      state = { kind: 'load-error', message: reply.message };
      render('first');
      return;
    }
    const groups = boardGroups(reply.organisations);
    const first = initialOption(groups, reply.lastBoard);
    if (!first) {
      state = { kind: 'no-boards' };
      render('first');
      return;
    }
    state = { kind: 'choose', groups, selected: first.value, saving: false, error: null };
    render(focus);
  }

  async function save(value: string) {
    if (state.kind !== 'choose' || state.saving) return;
    const option: BoardOption | undefined = state.groups
      .flatMap((group) => group.options)
      .find((o) => o.value === value);
    if (!option) return;
    const ad = readAd();
    const choosing = { ...state, selected: value };
    state = { ...choosing, saving: true, error: null };
    render();
    announce(WIDGET_TEXT.saving);
    const reply = await bridge
      .saveAd({ workspaceId: option.workspaceId, folderId: option.folderId, ad })
      .catch((error: unknown): SaveReply => ({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      }));
    if (reply.status === 'signed-out') {
      state = { kind: 'signed-out', signInOpened: false };
      announce('');
      render('first');
      return;
    }
    if (reply.status === 'error') {
      state = { ...choosing, saving: false, error: reply.message };
      announce('');
      render('select');
      return;
    }
    state = { kind: 'closed' };
    render();
    saveLabel.textContent = WIDGET_TEXT.saved;
    saveButton.setAttribute('data-saved', '');
    openLink.href = reply.boardUrl;
    openLink.hidden = false;
    announce(WIDGET_TEXT.savedTo(option.label));
    openLink.focus();
  }

  async function signIn() {
    await bridge.signIn();
    state = { kind: 'signed-out', signInOpened: true };
    render('first');
  }

  function open() {
    if (readAd().assets.length === 0) {
      state = { kind: 'no-media' };
      render('first');
      return;
    }
    void loadBoards();
  }

  saveButton.addEventListener('click', () => (state.kind === 'closed' ? open() : close()));
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && state.kind !== 'closed') {
      event.preventDefault();
      close();
    }
  });
  // Signing in elsewhere (the tab this opened) brings the picker straight back.
  const stopListening = bridge.onAuthChanged(() => {
    if (!host.isConnected) stopListening();
    else if (state.kind === 'signed-out') void loadBoards();
  });
  return host;
}
