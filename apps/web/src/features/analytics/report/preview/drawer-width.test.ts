import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DRAWER_WIDTH,
  DRAWER_WIDTH_KEY,
  clampDrawerWidth,
  storeDrawerWidth,
  storedDrawerWidth,
} from './drawer-width.ts';

describe('preview drawer width', () => {
  it('stays between 420 px and 90% of the window', () => {
    expect(clampDrawerWidth(300, 1280)).toBe(420);
    expect(clampDrawerWidth(700, 1280)).toBe(700);
    expect(clampDrawerWidth(1250, 1280)).toBe(1152);
  });

  it('keeps the minimum in a window too narrow for it', () => {
    expect(clampDrawerWidth(600, 440)).toBe(420);
  });

  it('is remembered, and falls back to the default when nothing sensible is stored', () => {
    expect(storedDrawerWidth()).toBe(DEFAULT_DRAWER_WIDTH);
    storeDrawerWidth(640.4);
    expect(localStorage.getItem(DRAWER_WIDTH_KEY)).toBe('640');
    expect(storedDrawerWidth()).toBe(640);
    localStorage.setItem(DRAWER_WIDTH_KEY, 'wide');
    expect(storedDrawerWidth()).toBe(DEFAULT_DRAWER_WIDTH);
  });
});
