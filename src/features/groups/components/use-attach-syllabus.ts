import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useServices } from '@/lib/services';
import type { WorksheetsPerson } from '../api/connect-user';
import { groupQueries } from '../api/queries';
import { attachSyllabus, type AttachProgress, type SyllabusChoice } from '../syllabus-flow';
import { toastError, toastSuccess } from './feedback';
import { useGroupsTranslation } from './use-groups-translation';

/**
 * Runs the attach flow with its progress and tells the owner how it went: 'N students added /
 * M failed', one 'There was an error adding {student} ...' per failure, or 'There was an error
 * assigning the syllabus.' when a course step failed (spec 1 §8). Resolves true when attached.
 */
export function useAttachSyllabus(owner: WorksheetsPerson) {
  const { t } = useGroupsTranslation();
  const ctx = useServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AttachProgress>();

  const run = async (
    groupId: number,
    choice: SyllabusChoice,
    options: { announceCounts: boolean } = { announceCounts: true },
  ): Promise<boolean> => {
    setProgress({ step: 'course' });
    try {
      const result = await attachSyllabus(ctx, { groupId, owner, choice }, setProgress);
      if (options.announceCounts || result.added + result.failed.length > 0) {
        toastSuccess(
          t('toasts.studentsAdded', { count: result.added, failed: result.failed.length }),
        );
      }
      for (const student of result.failed) toastError(t('errors.studentNotAdded', { student }));
      return true;
    } catch {
      toastError(t('errors.syllabusFailed'));
      return false;
    } finally {
      setProgress(undefined);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQueries.courses() }),
        queryClient.invalidateQueries({ queryKey: groupQueries.members(groupId) }),
      ]);
    }
  };

  return { run, progress, isRunning: progress !== undefined };
}
