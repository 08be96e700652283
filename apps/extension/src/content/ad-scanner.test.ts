import { afterEach, describe, expect, it } from 'vitest';
import { adapterFor } from './ad-page-adapters.ts';
import { scanAdCards, watchAdCards } from './ad-scanner.ts';
import { fixturePage } from './parsers/fixture-pages.ts';
import { WIDGET_ATTRIBUTE } from './save-widget/save-widget.ts';

const meta = adapterFor(new URL('https://www.facebook.com/ads/library/?q=coffee'))!;

function loadMetaFixture() {
  document.body.replaceWith(document.importNode(fixturePage('meta-ad-library.html').body, true));
}

const marker = () => {
  const host = document.createElement('div');
  host.setAttribute(WIDGET_ATTRIBUTE, '');
  return host;
};

const widgets = () => Array.from(document.querySelectorAll(`[${WIDGET_ATTRIBUTE}]`));

afterEach(() => {
  document.body.replaceChildren();
});

describe('putting a Save control on each ad card', () => {
  it('puts one at the top of each card, once however often it looks', () => {
    loadMetaFixture();
    scanAdCards({ document, adapter: meta, createWidget: marker });
    scanAdCards({ document, adapter: meta, createWidget: marker });
    const cards = meta.findCards(document);
    expect(widgets()).toHaveLength(4);
    for (const card of cards) expect(card.firstElementChild?.hasAttribute(WIDGET_ATTRIBUTE)).toBe(true);
  });

  it('adds controls to cards the page loads later, and removes those of cards it took apart', async () => {
    loadMetaFixture();
    const stop = watchAdCards({ document, adapter: meta, createWidget: marker, debounceMs: 0 });
    const grid = meta.findCards(document)[0]!.parentElement!;
    const newCard = grid.children[1]!.cloneNode(true) as Element;
    newCard.querySelector(`[${WIDGET_ATTRIBUTE}]`)?.remove();
    newCard.innerHTML = newCard.innerHTML.replace('2290417763329876', '5550001112223334');
    grid.append(newCard);
    grid.children[0]!.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(widgets()).toHaveLength(4);
    expect(newCard.firstElementChild?.hasAttribute(WIDGET_ATTRIBUTE)).toBe(true);
  });
});
