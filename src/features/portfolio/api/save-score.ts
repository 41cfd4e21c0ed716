import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { scoreResponseSchema, type CourseData } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { portfolioQueries } from './queries';

type ScoreAnswer = z.infer<typeof scoreResponseSchema>;

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

/** Spec 3 §4: the returned score is appended to the course's cached scores. */
export function appendScore(data: CourseData, answer: ScoreAnswer): CourseData {
  const { studentid, userId, assessmentid, courseid, score } = answer;
  return {
    ...data,
    scores: [...data.scores, { studentid, userId, assessmentid, courseid, score }],
  };
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
        data ? appendScore(data, answer) : data,
      );
    },
  });
}
