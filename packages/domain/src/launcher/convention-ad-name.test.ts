import { describe, expect, it } from 'vitest';
import { splitAdName } from '../analytics/library.ts';
import { conventionAdName, conventionPart, separatorReplacement } from './convention-ad-name.ts';

const convention = { separator: '_', properties: ['Concept', 'Format', 'Angle', 'Launch date'] };

describe('ad names by a naming convention', () => {
  it('joins one value per property, in order, with the separator', () => {
    const written = conventionAdName(convention, {
      Concept: 'summer',
      Format: 'image',
      Angle: 'Last days',
      'Launch date': '2026-11-29',
    });
    expect(written).toEqual({ name: 'summer_image_Last days_2026-11-29', replaced: [], missing: [] });
  });

  it('replaces the separator inside a value and says which properties held it', () => {
    const written = conventionAdName(convention, {
      Concept: 'summer_sale_v2',
      Format: 'video',
      Angle: 'Ends  Sunday ',
      'Launch date': '2026-11-29',
    });
    expect(written.name).toBe('summer-sale-v2_video_Ends  Sunday_2026-11-29');
    expect(written.replaced).toEqual(['Concept']);
    expect(splitAdName(written.name, convention)).toEqual({
      Concept: 'summer-sale-v2',
      Format: 'video',
      Angle: 'Ends  Sunday',
      'Launch date': '2026-11-29',
    });
  });

  it('names the properties left without a value, whose parts stay empty so the others keep their place', () => {
    const written = conventionAdName(convention, { Concept: 'summer', Format: ' ', 'Launch date': 'today' });
    expect(written.missing).toEqual(['Format', 'Angle']);
    expect(written.name).toBe('summer___today');
    expect(splitAdName(written.name, convention)).toEqual({
      Concept: 'summer',
      Format: null,
      Angle: null,
      'Launch date': 'today',
    });
  });

  it('picks a replacement the separator does not hold, or removes the separator when none is left', () => {
    expect(separatorReplacement('_')).toBe('-');
    expect(separatorReplacement(' - ')).toBe('_');
    expect(conventionPart('a - b', ' - ')).toEqual({ part: 'a_b', replaced: true });
    expect(separatorReplacement('-_.+ ')).toBe('');
    // Removing `-_.+ ` from the middle of `x-_.+ -_.+ y` must not leave a new one behind.
    expect(conventionPart('x-_.-_.+ + y', '-_.+ ').part).not.toContain('-_.+ ');
  });

  it('keeps a value from starting a separator that continues into the next one', () => {
    const doubled = { separator: '__', properties: ['a', 'b'] };
    const written = conventionAdName(doubled, { a: 'summer_', b: 'video' });
    expect(written.replaced).toEqual(['a']);
    expect(splitAdName(written.name, doubled)).toEqual({ a: 'summer-', b: 'video' });
  });

  it('cleans a value as the server cleans an ad name, so what is sent is what Analytics reads', () => {
    expect(conventionPart('Summer\tsale\u00A0now', '|')).toEqual({
      part: 'Summer sale now',
      replaced: false,
    });
  });

  it('writes names that Analytics splits back into the same values, whatever the values hold', () => {
    const separators = ['_', '-', ' | ', '__', ' ', '/', 'ab', '-_.+ ', '||'];
    const alphabet = ['a', 'b', '_', '-', ' ', '|', '/', '.', '+', 'x'];
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    for (const separator of separators) {
      const properties = ['one', 'two', 'three', 'four'];
      for (let round = 0; round < 300; round += 1) {
        const values = Object.fromEntries(
          properties.map((property) => {
            const length = 1 + random(8);
            const value = Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');
            return [property, `v${value}`];
          }),
        );
        const written = conventionAdName({ separator, properties }, values);
        if (written.missing.length > 0) continue;
        const parts = written.name.split(separator);
        expect(parts, `${JSON.stringify(values)} by "${separator}"`).toHaveLength(properties.length);
        const read = splitAdName(written.name, { separator, properties });
        properties.forEach((property, index) => {
          expect(read[property], written.name).toBe(parts[index]!.trim());
          expect(read[property], written.name).not.toBeNull();
        });
        // A value without the separator is written as it was (trimmed).
        for (const property of properties) {
          if (!written.replaced.includes(property)) expect(read[property]).toBe(values[property]!.trim());
        }
      }
    }
  });
});
