import { useMemo, useState } from 'react';
import { Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { groupTemplatesBySubject, hasTemplateTag, inLanguage } from '@common/domain/activity-rules';
import type { Template, Topic } from '@common/schemas/activities';
import { useTemplateTopics } from '../api/get-template-topics';
import { useTopicActivities } from '../api/get-topic-activities';
import { ActivityName, CopyActivityLink } from './activity-link';
import { ChoiceButton } from './choice-button';
import { ListMessage, ListPanel, useLoadMessage } from './list-panel';
import { TemplateList } from './template-list';
import { useActivitiesTranslation } from './use-activities-translation';

/**
 * Syllabus view (spec 3 §2): templates by subject, the chosen template's topics, the chosen
 * topic's activities; side by side, stacked on narrow screens.
 */
export function SyllabusView({
  templates,
  templateTags,
  language,
}: {
  templates: Template[];
  templateTags: string[];
  language: string;
}) {
  const { t } = useActivitiesTranslation();
  const [template, setTemplate] = useState<Template | null>(null);
  const [topic, setTopic] = useState<Topic | null>(null);
  const groups = useMemo(
    () => groupTemplatesBySubject(inLanguage(templates, language)),
    [templates, language],
  );
  const chooseTemplate = (next: Template) => {
    setTemplate(next);
    if (next.id !== template?.id) setTopic(null);
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <ListPanel title={t('syllabus.templates')}>
        <TemplateList groups={groups} selectedId={template?.id ?? null} onSelect={chooseTemplate} />
      </ListPanel>
      <ListPanel title={t('syllabus.topics')}>
        {template ? (
          <TopicList templateId={template.id} selectedId={topic?.id ?? null} onSelect={setTopic} />
        ) : (
          <ListMessage>{t('syllabus.selectTemplate')}</ListMessage>
        )}
      </ListPanel>
      <TopicActivities topic={topic} templateTags={templateTags} />
    </SimpleGrid>
  );
}

function TopicList({
  templateId,
  selectedId,
  onSelect,
}: {
  templateId: number;
  selectedId: number | null;
  onSelect: (topic: Topic) => void;
}) {
  const { t } = useActivitiesTranslation();
  const query = useTemplateTopics(templateId);
  const message = useLoadMessage(query, query.data !== undefined);
  if (message) return message;
  const topics = query.data ?? [];
  if (topics.length === 0) return <ListMessage>{t('syllabus.noTopics')}</ListMessage>;
  return (
    <Stack gap={2}>
      {topics.map((topic) => (
        <ChoiceButton
          key={topic.id}
          label={topic.name}
          isSelected={topic.id === selectedId}
          onClick={() => onSelect(topic)}
        />
      ))}
    </Stack>
  );
}

function TopicActivities({ topic, templateTags }: { topic: Topic | null; templateTags: string[] }) {
  const { t } = useActivitiesTranslation();
  const [tag, setTag] = useState('');
  const tagSelect = (
    <NativeSelect
      label={t('tag.label')}
      value={tag}
      onChange={(event) => setTag(event.currentTarget.value)}
      data={[{ value: '', label: t('tag.all') }, ...templateTags]}
    />
  );
  return (
    <ListPanel title={t('syllabus.activities')} controls={tagSelect}>
      {topic ? (
        <ActivityItems topicId={topic.id} tag={tag || null} />
      ) : (
        <ListMessage>{t('syllabus.selectTopic')}</ListMessage>
      )}
    </ListPanel>
  );
}

function ActivityItems({ topicId, tag }: { topicId: number; tag: string | null }) {
  const { t } = useActivitiesTranslation();
  const query = useTopicActivities(topicId);
  const message = useLoadMessage(query, query.data !== undefined);
  if (message) return message;
  // The template is already in the portal's language; its topics list what its author chose.
  const activities = (query.data ?? []).filter((activity) => hasTemplateTag(activity, tag));
  if (activities.length === 0) return <ListMessage>{t('syllabus.noActivities')}</ListMessage>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {activities.map((activity) => (
        <li key={activity.id}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0}>
              <ActivityName activity={activity} />
              <Text size="xs" c="dimmed">
                {activity.lab}
              </Text>
            </Stack>
            <CopyActivityLink activity={activity} />
          </Group>
        </li>
      ))}
    </Stack>
  );
}
