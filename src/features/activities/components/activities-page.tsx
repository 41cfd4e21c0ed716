import { useState } from 'react';
import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useActivities } from '../api/get-activities';
import { useTemplateTags } from '../api/get-template-tags';
import { useTemplates } from '../api/get-templates';
import { AllActivitiesView } from './all-activities-view';
import { SyllabusView } from './syllabus-view';
import { useActivitiesTranslation } from './use-activities-translation';
import { useDocumentTitle } from '@/lib/use-document-title';

type View = 'syllabus' | 'all';

/**
 * /activities (spec 3 §2 "Activities"). A lab in the address (the lab card's "Activities"
 * entry) opens All activities with that lab chosen; otherwise the Syllabus view.
 */
export function ActivitiesPage({ labName }: { labName: string | null }) {
  const { t, i18n } = useActivitiesTranslation();
  useDocumentTitle(t('title'));
  const [view, setView] = useState<View>(labName ? 'all' : 'syllabus');
  const templates = useTemplates();
  const templateTags = useTemplateTags();
  const activities = useActivities();
  // The language selector of spec 3 §2 is hidden: the portal's language chooses.
  const language = i18n.resolvedLanguage ?? i18n.language;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <SegmentedControl
        aria-label={t('view.label')}
        style={{ alignSelf: 'flex-start' }}
        value={view}
        onChange={(value) => setView(value === 'all' ? 'all' : 'syllabus')}
        data={[
          { value: 'syllabus', label: t('view.syllabus') },
          { value: 'all', label: t('view.all') },
        ]}
      />
      {view === 'syllabus' ? (
        <SyllabusView
          templates={templates.data}
          templateTags={templateTags.data}
          language={language}
        />
      ) : (
        <AllActivitiesView
          activities={activities.data}
          templateTags={templateTags.data}
          language={language}
          initialLab={labName}
        />
      )}
    </Stack>
  );
}
