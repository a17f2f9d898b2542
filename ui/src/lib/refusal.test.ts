import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { refusalOf } from './refusal';

const answer = (status: number, details?: Record<string, unknown>) => {
  const body = {
    statusCode: status,
    error: 'Conflict',
    code: 'check_in.expired',
    params: { date: '2025-01-31' },
    message: 'The membership expired on 2025-01-31.',
    details,
  };
  return new ApiError(status, JSON.stringify(body), body);
};

describe('check-in refusals', () => {
  it('reads the reason, expiry and override right from a 409', () => {
    const refusal = refusalOf(answer(409, { reason: 'expired', expiryDate: '2025-01-31', canOverride: true }));
    expect(refusal).toEqual({
      message: 'The membership expired on 2025-01-31.',
      reason: 'expired',
      expiryDate: '2025-01-31',
      canOverride: true,
    });
  });

  it('is not a refusal without the details, on another status, or for other errors', () => {
    expect(refusalOf(answer(409))).toBeUndefined();
    expect(refusalOf(answer(404, { reason: 'expired', expiryDate: null, canOverride: false }))).toBeUndefined();
    expect(refusalOf(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
