/**
 * An LMS launch lands on `/labs#lti_ticket=<ticket>` (issue 11 §6). The ticket is taken out of
 * the address at once (so it is never bookmarked, shared or reused on reload) and handed to the
 * sign-in, which the identity provider completes without a password for that ticket.
 */
export const LTI_TICKET_PARAM = 'lti_ticket';
const TICKET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function takeLtiTicket(
  location: Pick<Location, 'hash' | 'pathname' | 'search'>,
  history: Pick<History, 'replaceState' | 'state'>,
): string | null {
  if (!location.hash.startsWith('#')) return null;
  const params = new URLSearchParams(location.hash.slice(1));
  const ticket = params.get(LTI_TICKET_PARAM);
  if (ticket === null) return null;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
  return TICKET_PATTERN.test(ticket) ? ticket : null;
}
