import { describe, expect, it } from 'vitest';
import { PRODUCT_CODES } from './billing-products.ts';
import { blockedModules, productBlockedMessage } from './product-access.ts';

describe('blockedModules', () => {
  it('blocks nothing on the free plan (no rows) nor while every row is active', () => {
    expect(blockedModules([])).toEqual([]);
    expect(blockedModules([{ productCode: PRODUCT_CODES.creative_suite, accessMode: 'active' }])).toEqual([]);
  });

  it('a blocked suite blocks the modules it sells, and leaves the Creative Hub and Ad Launcher open', () => {
    expect(blockedModules([{ productCode: PRODUCT_CODES.creative_suite, accessMode: 'blocked_1' }])).toEqual([
      'inspiration',
      'detective',
      'analytics',
      'adtemplates',
    ]);
  });

  it('a module also sold by a row that is not blocked stays open', () => {
    expect(
      blockedModules([
        { productCode: PRODUCT_CODES.creative_suite, accessMode: 'blocked_1' },
        { productCode: PRODUCT_CODES.inspiration, accessMode: 'active' },
      ]),
    ).toEqual(['detective', 'analytics', 'adtemplates']);
    expect(blockedModules([{ productCode: PRODUCT_CODES.creative_hub, accessMode: 'blocked_1' }])).toEqual([
      'drive',
    ]);
  });

  it('names the module in its refusal', () => {
    expect(productBlockedMessage('drive')).toBe('Creative Hub is blocked for your organisation');
  });
});
