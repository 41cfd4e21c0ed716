import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { createTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 13 §1: behind the load balancer (deploy/haproxy.cfg, `option forwardfor`) a request's
 * address is the one the balancer saw. A client that sends its own X-Forwarded-For gets it
 * kept in front of the real one, so believing the whole header would let it pick a fresh
 * rate-limit bucket for every request.
 */
describe('the client address behind the balancer', () => {
  let test: TestApp;
  const BALANCER = '127.0.0.1';

  beforeAll(async () => {
    test = await createTestApp({ ACCOUNT_RATE_LIMIT: '2' });
  });
  afterAll(() => test.close());

  const forgot = (remoteAddress: string, forwardedFor?: string) =>
    test.app.inject({
      method: 'POST',
      url: '/user-api/users/forgotpassword',
      payload: { userReference: 'ghost' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('limits a client by the address the balancer appended, whatever it sent itself', async () => {
    const client = '203.0.113.7';
    expect((await forgot(BALANCER, `10.0.0.1, ${client}`)).statusCode).toBe(200);
    expect((await forgot(BALANCER, `10.0.0.2, ${client}`)).statusCode).toBe(200);
    expect((await forgot(BALANCER, `10.0.0.3, ${client}`)).statusCode).toBe(429);
    // Another student behind the same balancer has a count of their own.
    expect((await forgot(BALANCER, '203.0.113.8')).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const direct = '198.51.100.9';
    expect((await forgot(direct, '192.0.2.1')).statusCode).toBe(200);
    expect((await forgot(direct, '192.0.2.2')).statusCode).toBe(200);
    expect((await forgot(direct, '192.0.2.3')).statusCode).toBe(429);
  });

  it('reads TRUST_PROXY as a switch or a list of addresses', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.1.0.0/16, 127.0.0.1')).toBe('10.1.0.0/16, 127.0.0.1');
    expect(loadConfig({}).TRUST_PROXY).toBe('loopback,linklocal,uniquelocal');
    expect(() => trust('$(evil)')).toThrow(/TRUST_PROXY/);
  });
});
