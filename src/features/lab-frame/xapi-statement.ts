import { LAB_VERB_BASE, XAPI_EXTENSIONS } from '@common/schemas/xapi';
import type { ActionItem } from '@common/schemas/lab-book';
import type { Statement } from '@common/schemas/xapi';

// One verb per action type, as the demo seed's statements have (server/db/seed/lab-book-data.ts).
const SIMULATION = 'http://adlnet.gov/expapi/activities/simulation';

export interface StatementContext {
  /** The portal origin: the actor's `account.homePage` and the base of the activity id. */
  portalOrigin: string;
  userId: string;
  lab: { identifier: string; name: string; labType: number };
  session: { id: string; xapiSession: string };
}

const label = (actionType: string) => actionType.charAt(0).toUpperCase() + actionType.slice(1);

/**
 * The xAPI statement of one action item: the actor is the user's account on this portal, the
 * object the lab (its loader address), the registration the lab-book session's xAPI session, and
 * the lab's own action data travels in a result extension.
 */
export function toXapiStatement(id: string, item: ActionItem, ctx: StatementContext): Statement {
  return {
    id,
    actor: { objectType: 'Agent', account: { homePage: ctx.portalOrigin, name: ctx.userId } },
    verb: {
      id: `${LAB_VERB_BASE}${item.actionType}`,
      display: { 'en-US': label(item.actionType) },
    },
    object: {
      objectType: 'Activity',
      id: `${ctx.portalOrigin}/${encodeURIComponent(ctx.lab.identifier)}`,
      definition: { name: { 'en-US': ctx.lab.name }, type: SIMULATION },
    },
    result: {
      extensions: {
        [XAPI_EXTENSIONS.actionType]: item.actionType,
        [XAPI_EXTENSIONS.actions]: item.actions,
      },
    },
    context: {
      registration: ctx.session.xapiSession,
      platform: 'Lab Portal',
      extensions: {
        [XAPI_EXTENSIONS.labType]: ctx.lab.labType,
        [XAPI_EXTENSIONS.session]: ctx.session.id,
      },
    },
    timestamp: new Date(item.timestamp).toISOString(),
  };
}
