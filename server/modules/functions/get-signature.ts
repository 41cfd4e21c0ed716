import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { getSignatureBodySchema, SignedLaunch } from '@common/schemas/worksheets';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { signForm } from '../../lti/oauth1';
import type { WorksheetsCredentials } from '../../lti/worksheets-credentials';
import { resourceLinkId, targetToLaunchFields } from '../../lti/worksheets-target';
import { requireAuth } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { decideLaunch, PRACTICE_ROLE, type LaunchRole } from '../worksheets-site/access';
import * as wsRepo from '../worksheets-site/repository';
import { localeOf } from '../worksheets-site/texts';

export const GET_SIGNATURE_MESSAGES = {
  notFound: 'This worksheets page was not found.',
  notMember: 'You are not a member of this course.',
  notGrader:
    'Only the course’s instructors (and tutors, where tutor grading is allowed) may open this page.',
  notOwn: 'You may open only your own gradebook.',
} as const;

/**
 * `POST /functions/get-signature` (spec 1 §7 "Signing service"; protocols.md "LTI 1.1 launch"):
 * the launch of a worksheets page, built here from the signed-in caller (never from the
 * client's word): user_id = portal user id, roles by the caller's place in the course
 * (worksheets-site/access.ts), names, the course as context, the page as custom_* fields, signed
 * with OAuth 1.0a HMAC-SHA1 for WORKSHEETS_URL/lti/launch.
 */
export function createGetSignatureService(options: {
  db: Db;
  credentials: () => Promise<WorksheetsCredentials>;
}) {
  const { db } = options;

  /** The role and LTI context of a launch: the course's, or the open practice's (anyone, Learner). */
  async function launchContext(
    userId: string,
    body: z.infer<typeof getSignatureBodySchema>,
  ): Promise<{ role: LaunchRole; id: string; title: string }> {
    const { target } = body;
    if (target.view === 'practice') {
      return { role: PRACTICE_ROLE, id: 'practice', title: 'Open practice' };
    }
    const wsUser = await wsRepo.findWsUserByPortalId(db, userId);
    const decision = await decideLaunch(db, wsUser?.id, target, {
      studentView: body.studentView ?? false,
    });
    if (!decision.ok) {
      const message = {
        'not-found': GET_SIGNATURE_MESSAGES.notFound,
        'not-member': GET_SIGNATURE_MESSAGES.notMember,
        'not-grader': GET_SIGNATURE_MESSAGES.notGrader,
        'not-own': GET_SIGNATURE_MESSAGES.notOwn,
      }[decision.why];
      throw new HttpError(decision.status, message);
    }
    return { role: decision.role, id: String(decision.course.id), title: decision.course.name };
  }

  return {
    async sign(
      request: FastifyRequest,
      body: z.infer<typeof getSignatureBodySchema>,
      now?: number,
    ): Promise<SignedLaunch> {
      const { userId } = requireAuth(request);
      const [user] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          username: users.username,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw new HttpError(403, GET_SIGNATURE_MESSAGES.notMember);
      const context = await launchContext(userId, body);
      const given = user.firstName ?? '';
      const family = user.lastName ?? '';
      const full = [given, family].filter(Boolean).join(' ') || user.username;
      const cookieLanguage = request.cookies?.lab_language;
      const acceptLanguage = request.headers['accept-language']?.split(',')[0];
      const credentials = await options.credentials();
      const fields: Record<string, string> = {
        lti_message_type: 'basic-lti-launch-request',
        lti_version: 'LTI-1p0',
        resource_link_id: resourceLinkId(body.target),
        user_id: userId,
        roles: context.role,
        lis_person_name_given: given,
        lis_person_name_family: family,
        lis_person_name_full: full,
        context_id: context.id,
        context_title: context.title,
        launch_presentation_locale: localeOf(cookieLanguage ?? acceptLanguage),
        launch_presentation_document_target: 'window',
        tool_consumer_info_product_family_code: 'lab-portal',
        ...targetToLaunchFields(body.target),
      };
      const params = signForm(fields, {
        url: credentials.launchUrl,
        consumerKey: credentials.consumerKey,
        consumerSecret: credentials.secret,
        ...(now === undefined ? {} : { timestamp: now }),
      });
      return { action: credentials.launchUrl, params };
    },
  };
}
