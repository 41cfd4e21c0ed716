import type { Activity, Template, Topic } from '@common/schemas/activities';
import { SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import * as repo from './repository';

export const ACTIVITY_MESSAGES = {
  templateNotFound: 'Template not found.',
  topicNotFound: 'Topic not found.',
} as const;

/** A topic that does not exist: `topics_activities` answers 404 with `{err, message}`. */
export class TopicNotFound extends Error {
  constructor() {
    super(ACTIVITY_MESSAGES.topicNotFound);
  }
}

/**
 * Templates, topics, activities and the system settings (spec 3 §7 "Templates and activities").
 * All of it is catalogue data: the presets-api routes need a signed-in caller (routes.ts), the
 * content API's `GET /api/activities` none. No owner ids leave this service.
 */
export function createActivitiesService(db: Db) {
  return {
    listTemplates: (): Promise<Template[]> => repo.listSystemTemplates(db),

    listSettings: () => repo.listSettings(db, SYSTEM_OWNER),

    async listTopics(templateId: number): Promise<Topic[]> {
      if (!(await repo.templateExists(db, templateId))) {
        throw new HttpError(404, ACTIVITY_MESSAGES.templateNotFound);
      }
      return repo.listTopics(db, templateId);
    },

    async listTopicActivities(topicId: number): Promise<Activity[]> {
      if (!(await repo.topicExists(db, topicId))) throw new TopicNotFound();
      return repo.listTopicActivities(db, topicId);
    },

    listActivities: (): Promise<Activity[]> => repo.listActivities(db),
  };
}
