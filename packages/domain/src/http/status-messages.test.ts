import { describe, expect, it } from 'vitest';
import { defaultMessageForStatus, STATUS_MESSAGES } from './status-messages.ts';

describe('status-to-message table (spec section 8)', () => {
  it.each([
    [400, 'Bad request'],
    [401, 'Unauthorized request'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [500, 'Internal server error please try after sometime'],
    [502, 'Bad gateway'],
    [504, 'Server timeout please try after sometime'],
    [0, 'Something went wrong please try after sometime'],
    [429, 'Too many requests please try after sometime'],
    [409, 'Conflict'],
    [417, 'Expectation Failed'],
  ])('%i gives "%s"', (status, message) => {
    expect(defaultMessageForStatus(status)).toBe(message);
  });

  it('names exactly the statuses of the spec', () => {
    expect(
      Object.keys(STATUS_MESSAGES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([0, 400, 401, 403, 404, 409, 417, 429, 500, 502, 504]);
  });

  it('falls back to the generic message for other statuses', () => {
    expect(defaultMessageForStatus(418)).toBe('Something went wrong please try after sometime');
  });
});
