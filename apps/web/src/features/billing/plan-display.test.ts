import { describe, expect, it } from 'vitest';
import { displayedFeature } from './plan-display.ts';

describe('plan features as the pricing pages show them', () => {
  it("shows '25 Users' as '10 Users' (spec section 9) and every other line as it is", () => {
    expect(displayedFeature('25 Users')).toBe('10 Users');
    expect(displayedFeature('25 team members and Unlimited guests')).toBe(
      '25 team members and Unlimited guests',
    );
  });
});
