import { describe, expect, it } from 'vitest';
import { limits, PRICING_PLANS } from './billing-fixtures.ts';
import { cancelLosses } from './cancel-losses.ts';
import { BEFORE_TEMPLATES } from '../../test/released-modules.tsx';

describe('what cancelling every subscription takes away', () => {
  it('names no limit of a module that is coming soon', () => {
    const losses = cancelLosses({
      subscriptions: [],
      plans: PRICING_PLANS,
      limits: limits({ membersCount: 10, detectiveBrandCount: 25, adTemplateCount: 50, adAccountCount: 10 }),
      released: BEFORE_TEMPLATES,
    });
    const labels = losses.map((loss) => loss.label);
    expect(labels).toContain('Members');
    expect(labels).toContain('Analytics ad accounts a month');
    expect(labels).toContain('Detective brands');
    expect(labels).not.toContain('Ad templates');
  });
});
