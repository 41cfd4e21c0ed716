import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scoreResponseSchema, type CourseData } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

export interface SaveScoreVariables {
  courseid: number;
  studentid: number;
  assessmentid: number;
  score: number;
  /** PUT updates a score the student has; POST sets a first one (spec 3 §7). */
  isUpdate: boolean;
}

/** PUT or POST {presetsApi}/worksheets/assessment-scores {studentid, assessmentid, score}. */
export async function saveScore(
  { api, config }: ApiContext,
  { studentid, assessmentid, score, isUpdate }: SaveScoreVariables,
) {
  return api.request(serviceUrl(config.services.presetsApi, 'worksheets', 'assessment-scores'), {
    store: 'portfolio',
    method: isUpdate ? 'PUT' : 'POST',
    body: { studentid, assessmentid, score },
    parse: (data) => scoreResponseSchema.parse(data),
  });
}

/**
 * Sets or updates a score. Spec 3 §4: the returned score is appended to the course's cached
 * scores (the grid reads the last one of a student and assessment).
 */
export function useSaveScore() {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveScoreVariables) => saveScore(ctx, variables),
    onSuccess: (answer, { courseid }) => {
      queryClient.setQueryData<CourseData>(portfolioQueries.courseData(courseid), (data) =>
        data
          ? {
              ...data,
              scores: [
                ...data.scores,
                {
                  studentid: answer.studentid,
                  userId: answer.userId,
                  assessmentid: answer.assessmentid,
                  courseid: answer.courseid,
                  score: answer.score,
                },
              ],
            }
          : data,
      );
    },
  });
}
