import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, connectionErrorIn, createAvailability } from './availability';

const terminated = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
  });

describe('database availability', () => {
  it('tells connection errors from query errors, through the wrapper Drizzle adds', () => {
    const wrapped = new Error('Failed query: select "password_hash" from users params: x', {
      cause: terminated(),
    });
    expect(connectionErrorIn(wrapped)?.message).toMatch(/administrator command/);
    expect(
      connectionErrorIn(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' })),
    ).toBeDefined();
    expect(connectionErrorIn(new Error('Connection terminated unexpectedly'))).toBeDefined();
    expect(connectionErrorIn(Object.assign(new Error('x'), { code: '08006' }))).toBeDefined();
    const outOfRange = Object.assign(new Error('value out of range'), { code: '22003' });
    expect(connectionErrorIn(new Error('Failed query', { cause: outOfRange }))).toBeUndefined();
  });

  it('backs off exponentially with jitter, up to 30 s', () => {
    expect(backoffDelay(0, () => 0)).toBe(125);
    expect(backoffDelay(0, () => 1)).toBe(250);
    expect(backoffDelay(3, () => 1)).toBe(2000);
    expect(backoffDelay(20, () => 1)).toBe(30_000);
  });

  it('a lost connection of a database that still answers closes nothing', async () => {
    const probe = vi.fn(async () => undefined);
    const availability = createAvailability(probe);
    expect(availability.report(terminated())).toBe(true);
    await vi.waitFor(() => expect(probe).toHaveBeenCalledOnce());
    expect(availability.isAvailable()).toBe(true);
    availability.close();
  });

  it('is away while the probe fails, until it succeeds, and logs no SQL', async () => {
    let answers = false;
    const probe = vi.fn(async () => {
      if (!answers) throw terminated();
    });
    const log = { warn: vi.fn(), info: vi.fn() };
    const availability = createAvailability(probe, { log, random: () => 0 });
    expect(availability.report(new Error('syntax error'))).toBe(false);
    expect(probe).not.toHaveBeenCalled();

    const failedQuery = new Error('Failed query: select secret params: 42', {
      cause: terminated(),
    });
    expect(availability.report(failedQuery)).toBe(true);
    await vi.waitFor(() => expect(availability.isAvailable()).toBe(false));
    expect(availability.retryAfterSeconds()).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(log.warn.mock.calls)).not.toMatch(/select|secret|42/);

    await vi.waitFor(() => expect(probe.mock.calls.length).toBeGreaterThanOrEqual(3));
    expect(availability.isAvailable()).toBe(false);
    answers = true;
    await vi.waitFor(() => expect(availability.isAvailable()).toBe(true));
    expect(log.info).toHaveBeenCalledWith(expect.anything(), 'database reachable again');
    availability.close();
  });
});
