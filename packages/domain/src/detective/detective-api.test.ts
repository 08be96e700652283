import { describe, expect, it } from 'vitest';
import { DETECTIVE_MESSAGES, detectiveDurationSchema, trackBrandBody } from './detective-api.ts';

describe('detective contract', () => {
  it('reads the duration selector, 365 days by default', () => {
    expect(detectiveDurationSchema.parse(undefined)).toBe(365);
    expect(detectiveDurationSchema.parse('30')).toBe(30);
    for (const refused of ['31', 'abc', '', '-7']) {
      const parsed = detectiveDurationSchema.safeParse(refused);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(DETECTIVE_MESSAGES.durationInvalid);
    }
  });

  it('takes exactly one source of the brand, refusing broken text', () => {
    expect(trackBrandBody.parse({ workspaceId: 'w', domain: ' brand.example ' })).toEqual({
      workspaceId: 'w',
      domain: 'brand.example',
    });
    const none = trackBrandBody.safeParse({ workspaceId: 'w' });
    expect(none.error?.issues[0]?.message).toBe(DETECTIVE_MESSAGES.oneSourceRequired);
    const nul = trackBrandBody.safeParse({ workspaceId: 'w', pageUrl: 'https://facebook.com/a\u0000' });
    expect(nul.error?.issues[0]?.message).toBe(DETECTIVE_MESSAGES.pageUrlInvalid);
  });
});
