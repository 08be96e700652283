import { describe, expect, it } from 'vitest';
import { arrowStep, ownsArrowKeys } from './arrow-keys.ts';

const key = (
  name: string,
  held: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  key: name,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...held,
});

describe('the arrow keys of the saved-ad view', () => {
  it('step back with ← and forward with →, and do nothing with a modifier held', () => {
    expect(arrowStep(key('ArrowLeft'))).toBe(-1);
    expect(arrowStep(key('ArrowRight'))).toBe(1);
    expect(arrowStep(key('ArrowUp'))).toBeNull();
    expect(arrowStep(key('ArrowRight', { shiftKey: true }))).toBeNull();
    expect(arrowStep(key('ArrowLeft', { metaKey: true }))).toBeNull();
  });

  it('leave the arrows to the controls that use them', () => {
    document.body.innerHTML = `
      <textarea id="box"></textarea>
      <video id="clip"></video>
      <div role="tablist"><button role="tab" id="tab">Details</button></div>
      <div role="separator" id="edge" tabindex="0"></div>
      <button id="close">Close</button>
      <section id="media"><img id="image" alt="" /></section>`;
    for (const id of ['box', 'clip', 'tab', 'edge']) {
      expect(ownsArrowKeys(document.getElementById(id))).toBe(true);
    }
    for (const id of ['close', 'media', 'image']) {
      expect(ownsArrowKeys(document.getElementById(id))).toBe(false);
    }
    expect(ownsArrowKeys(null)).toBe(false);
  });
});
