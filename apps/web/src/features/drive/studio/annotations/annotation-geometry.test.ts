import { describe, expect, it } from 'vitest';
import {
  anchorOf,
  containBox,
  extendStroke,
  FREEHAND_MAX_POINTS,
  isTooSmall,
  rectBetween,
  strokePath,
  thinOut,
  toFraction,
  toPixels,
} from './annotation-geometry.ts';

const box = { left: 100, top: 50, width: 800, height: 450 };

describe('annotation geometry', () => {
  it('turns a pointer on the media into fractions, and back', () => {
    expect(toFraction({ x: 500, y: 275 }, box)).toEqual({ x: 0.5, y: 0.5 });
    expect(toFraction({ x: 100, y: 50 }, box)).toEqual({ x: 0, y: 0 });
    expect(toPixels({ x: 0.25, y: 0.1 }, box)).toEqual({ x: 300, y: 95 });
    const there = toFraction({ x: 731, y: 123 }, box);
    const back = toPixels(there, box);
    expect(back.x).toBeCloseTo(731, 1);
    expect(back.y).toBeCloseTo(123, 1);
  });

  it('keeps fractions inside the media when the pointer leaves it', () => {
    expect(toFraction({ x: 0, y: 9_999 }, box)).toEqual({ x: 0, y: 1 });
    expect(toFraction({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('lands on the same spot of the media at any display size', () => {
    const small = { left: 0, top: 0, width: 320, height: 180 };
    const large = { left: 40, top: 0, width: 1920, height: 1080 };
    const pin = toFraction({ x: 80, y: 45 }, small);
    expect(toPixels(pin, large)).toEqual({ x: 40 + 480, y: 270 });
  });

  it('fits the media in its frame like object-fit: contain', () => {
    expect(containBox({ width: 1000, height: 1000 }, { width: 1920, height: 1080 })).toEqual({
      left: 0,
      top: 218.75,
      width: 1000,
      height: 562.5,
    });
    expect(containBox({ width: 1000, height: 500 }, { width: 1080, height: 1920 })).toEqual({
      left: 359.375,
      top: 0,
      width: 281.25,
      height: 500,
    });
    expect(containBox({ width: 300, height: 200 }, { width: 0, height: 0 })).toEqual({
      left: 0,
      top: 0,
      width: 300,
      height: 200,
    });
  });

  it('makes a rectangle from a drag in any direction', () => {
    const rect = { type: 'rect', x: 0.2, y: 0.1, width: 0.3, height: 0.4 };
    expect(rectBetween({ x: 0.2, y: 0.1 }, { x: 0.5, y: 0.5 })).toEqual(rect);
    expect(rectBetween({ x: 0.5, y: 0.5 }, { x: 0.2, y: 0.1 })).toEqual(rect);
    expect(isTooSmall({ width: 0.001, height: 0.002 })).toBe(true);
    expect(isTooSmall({ width: 0.001, height: 0.2 })).toBe(false);
  });

  it('keeps a freehand stroke short, within the schema’s limit', () => {
    let stroke: [number, number][] = [];
    stroke = extendStroke(stroke, { x: 0.1, y: 0.1 });
    stroke = extendStroke(stroke, { x: 0.1005, y: 0.1 });
    stroke = extendStroke(stroke, { x: 0.2, y: 0.2 });
    expect(stroke).toEqual([
      [0.1, 0.1],
      [0.2, 0.2],
    ]);
    const long = Array.from({ length: 5000 }, (_, index): [number, number] => [index / 5000, 0.5]);
    const thinned = thinOut(long, FREEHAND_MAX_POINTS);
    expect(thinned.length).toBeLessThanOrEqual(FREEHAND_MAX_POINTS);
    expect(thinned[0]).toEqual(long[0]);
    expect(thinned[thinned.length - 1]).toEqual(long[long.length - 1]);
  });

  it('draws a stroke as an SVG path and anchors each shape', () => {
    expect(
      strokePath([
        [0.1, 0.2],
        [0.3, 0.4],
      ]),
    ).toBe('M0.1 0.2 L0.3 0.4');
    expect(anchorOf({ type: 'point', x: 0.4, y: 0.6 })).toEqual({ x: 0.4, y: 0.6 });
    expect(anchorOf({ type: 'rect', x: 0.1, y: 0.2, width: 0.5, height: 0.5 })).toEqual({ x: 0.1, y: 0.2 });
    expect(
      anchorOf({
        type: 'freehand',
        points: [
          [0.7, 0.8],
          [0.9, 0.9],
        ],
      }),
    ).toEqual({ x: 0.7, y: 0.8 });
  });
});
