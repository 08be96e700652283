import {
  TEMPLATE_INDUSTRIES,
  TEMPLATE_ORIENTATIONS,
  TEMPLATE_SEASONS,
  TEMPLATE_SLOT_KINDS,
  TEMPLATE_SLOT_ROLES,
  TEMPLATE_THEMES,
} from '@hookline/domain';
import { describe, expect, it } from 'vitest';
import { hooklineLibrary } from './index.ts';

const library = hooklineLibrary();

describe("Hookline's own template library", () => {
  it('holds about three hundred designs', () => {
    expect(library.length).toBeGreaterThanOrEqual(280);
    expect(library.length).toBeLessThanOrEqual(320);
  });

  it('files a design under every industry and theme, in both orientations, and in both seasons', () => {
    for (const industry of TEMPLATE_INDUSTRIES) {
      for (const theme of TEMPLATE_THEMES) {
        const found = library.filter((design) => design.industry === industry && design.theme === theme);
        expect(found.length, `${industry} × ${theme}`).toBeGreaterThan(0);
      }
      for (const orientation of TEMPLATE_ORIENTATIONS) {
        expect(library.some((d) => d.industry === industry && d.orientation === orientation)).toBe(true);
      }
      for (const season of TEMPLATE_SEASONS) {
        expect(library.some((d) => d.industry === industry && d.season === season)).toBe(true);
      }
    }
    for (const season of TEMPLATE_SEASONS) {
      const set = library.filter((design) => design.season === season);
      expect(set.length).toBeGreaterThanOrEqual(18);
      expect(new Set(set.map((design) => design.orientation)).size).toBe(2);
    }
    for (const orientation of TEMPLATE_ORIENTATIONS) {
      expect(library.filter((design) => design.orientation === orientation).length).toBeGreaterThan(100);
    }
  });

  it('gives every design a unique key and a unique name, and dates spread over 2026', () => {
    expect(new Set(library.map((design) => design.key)).size).toBe(library.length);
    expect(new Set(library.map((design) => design.name)).size).toBe(library.length);
    for (const design of library) {
      expect(design.key).toMatch(/^[a-z0-9-]+$/);
      expect(design.name).toMatch(/ — /);
      expect(design.addedOn).toMatch(/^2026-\d\d-\d\d$/);
      expect(Number.isNaN(Date.parse(design.addedOn))).toBe(false);
    }
    const months = new Set(library.map((design) => design.addedOn.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
    // The newest page is not one industry's: the 50 newest span most industries.
    const newest = [...library].sort((a, b) => b.addedOn.localeCompare(a.addedOn)).slice(0, 50);
    expect(new Set(newest.map((design) => design.industry)).size).toBeGreaterThanOrEqual(8);
  });

  it('answers the same keys on every call, and copies a caller cannot change', () => {
    const again = hooklineLibrary();
    expect(again.map((design) => design.key)).toEqual(library.map((design) => design.key));
    again[0]!.slots[0]!.default = 'changed';
    expect(hooklineLibrary()[0]!.slots[0]!.default).not.toBe('changed');
  });

  it('gives every design the slots a person fills, with real sample words that fit', () => {
    for (const design of library) {
      const keys = design.slots.map((slot) => slot.key);
      expect(new Set(keys).size, design.key).toBe(keys.length);
      for (const slot of design.slots) {
        expect(TEMPLATE_SLOT_KINDS).toContain(slot.kind);
        expect(TEMPLATE_SLOT_ROLES).toContain(slot.role);
        expect(slot.label.length).toBeGreaterThan(0);
        if (slot.kind === 'text') {
          expect(slot.default, `${design.key} ${slot.key}`).toBeTruthy();
          expect(slot.maxLength).toBeGreaterThan(0);
          expect(slot.default!.length, `${design.key} ${slot.key}`).toBeLessThanOrEqual(slot.maxLength!);
          expect(slot.default).not.toMatch(/[{}]|lorem|undefined|null|NaN/i);
        } else if (slot.kind === 'colour') {
          expect(slot.default).toMatch(/^#[0-9a-f]{6}$/i);
          expect(slot.maxLength).toBeNull();
        } else {
          expect(slot.maxLength).toBeNull();
        }
      }
      const roles = new Set(design.slots.map((slot) => slot.role));
      for (const role of ['cta', 'logo', 'product', 'background', 'accent', 'text'] as const) {
        expect(roles.has(role), `${design.key} has ${role}`).toBe(true);
      }
      expect(roles.has('headline') || roles.has('quote') || roles.has('body')).toBe(true);
    }
  });
});
