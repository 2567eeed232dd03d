import { describe, expect, it } from 'vitest';
import { threeDSecureResult } from '#app/features/payment/utils/three-d-secure-result.ts';

const read = (query: string) => threeDSecureResult(new URLSearchParams(query));

describe('3-D Secure return', () => {
  it('reads a success', () => {
    expect(read('reservation_number=RABC123456&outcome=succeeded')).toEqual({
      reservationNumber: 'RABC123456',
      outcome: 'succeeded',
      code: '',
    });
  });

  it('keeps the code the issuer page gave a failure, a cancel or an expiry', () => {
    expect(read('reservation_number=RABC123456&outcome=failed&code=3006').code).toBe('3006');
    expect(read('reservation_number=RABC123456&outcome=cancelled&code=3008').code).toBe('3008');
    expect(read('reservation_number=RABC123456&outcome=expired&code=3001').code).toBe('3001');
  });

  it('gives each outcome its code when the page gave none or a malformed one', () => {
    expect(read('outcome=cancelled').code).toBe('3008');
    expect(read('outcome=failed&code=<script>').code).toBe('3006');
  });

  it('counts an unreadable outcome as a failure, never a success', () => {
    expect(read('reservation_number=RABC123456&outcome=ok')).toMatchObject({ outcome: 'failed', code: '3006' });
    expect(read('reservation_number=bad number&outcome=succeeded').reservationNumber).toBeNull();
  });
});
