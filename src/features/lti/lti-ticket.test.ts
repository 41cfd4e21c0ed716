import { describe, expect, it, vi } from 'vitest';
import { takeLtiTicket } from './lti-ticket';

const ticket = 'A'.repeat(40) + '_-9';

describe('takeLtiTicket', () => {
  it('takes the ticket out of the address', () => {
    const history = { state: { key: 1 }, replaceState: vi.fn() };
    const found = takeLtiTicket(
      { hash: `#lti_ticket=${ticket}`, pathname: '/labs', search: '?x=1' },
      history,
    );
    expect(found).toBe(ticket);
    expect(history.replaceState).toHaveBeenCalledWith({ key: 1 }, '', '/labs?x=1');
  });

  it('leaves other addresses alone, and drops a malformed ticket', () => {
    const history = { state: null, replaceState: vi.fn() };
    expect(takeLtiTicket({ hash: '', pathname: '/labs', search: '' }, history)).toBeNull();
    expect(takeLtiTicket({ hash: '#main', pathname: '/labs', search: '' }, history)).toBeNull();
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(
      takeLtiTicket({ hash: '#lti_ticket=short', pathname: '/labs', search: '' }, history),
    ).toBeNull();
    expect(history.replaceState).toHaveBeenCalledTimes(1);
  });
});
