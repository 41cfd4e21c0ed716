/**
 * Extension IRIs of the portal's xAPI statements (the same on every deployment, unlike the portal
 * origin): the lab's own action data travels in result extensions, the lab and the lab-book
 * session in context extensions. Free of zod, so the lab-cam rules can read them anywhere.
 */
export const XAPI_EXTENSIONS = {
  actionType: 'urn:lab-portal:xapi:action-type',
  actions: 'urn:lab-portal:xapi:actions',
  labType: 'urn:lab-portal:xapi:lab-type',
  session: 'urn:lab-portal:xapi:lab-book-session',
} as const;
