import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assessmentSchema, type Assessment, type CourseData } from '@common/schemas/worksheets';
import { serviceUrl, useServices, type ApiContext } from '@/lib/services';
import { assignmentQueries } from './queries';

export interface AssessmentDatesInput {
  assessment: Assessment;
  startdate: number;
  enddate: number;
}

/** PUT {presetsApi}/worksheets/assessments/{id}: the assessment with its new dates (spec 3 §7). */
export async function updateAssessmentDates(
  { api, config }: ApiContext,
  { assessment, startdate, enddate }: AssessmentDatesInput,
): Promise<Assessment> {
  const sent: Assessment = { ...assessment, startdate, enddate };
  const answer = await api.request(
    serviceUrl(config.services.presetsApi, 'worksheets', 'assessments', assessment.id),
    { store: 'assignments', method: 'PUT', body: sent, parse: (data) => data },
  );
  // The service answers the stored assessment; one of another version may answer less.
  const parsed = assessmentSchema.safeParse(answer);
  return parsed.success ? parsed.data : sent;
}

/** Saves the dates, shows them at once, then refreshes the course from the server. */
export function useUpdateAssessmentDates() {
  const ctx = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AssessmentDatesInput) => updateAssessmentDates(ctx, input),
    onSuccess: (saved) => {
      queryClient.setQueryData<CourseData>(assignmentQueries.course(saved.courseid), (data) =>
        data
          ? {
              ...data,
              assessmentsData: data.assessmentsData.map((a) =>
                a.id === saved.id
                  ? { ...a, startdate: saved.startdate, enddate: saved.enddate }
                  : a,
              ),
            }
          : data,
      );
    },
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({
        queryKey: assignmentQueries.course(input.assessment.courseid),
      }),
  });
}
