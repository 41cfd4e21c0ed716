import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { chargeFailureMessage } from './charge';

describe('chargeFailureMessage', () => {
  it("reads the server's words for a refused card", () => {
    const error = new ApiError('http', 402, 'HTTP 402: Your card was declined.');
    expect(chargeFailureMessage(error)).toBe('Your card was declined.');
  });

  it('has none for a network failure or another error', () => {
    expect(chargeFailureMessage(new ApiError('network', 0, 'Network error: x'))).toBeUndefined();
    expect(chargeFailureMessage(new Error('x'))).toBeUndefined();
  });
});
