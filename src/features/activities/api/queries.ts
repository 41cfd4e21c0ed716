/** Query keys of the activities area (templates, tags, topics, activities), from one factory. */
export const activityQueries = {
  all: ['activities'] as const,
  templates: () => [...activityQueries.all, 'templates'] as const,
  templateTags: () => [...activityQueries.all, 'template-tags'] as const,
  topics: (templateId: number) => [...activityQueries.all, 'topics', templateId] as const,
  topicActivities: (topicId: number) =>
    [...activityQueries.all, 'topic-activities', topicId] as const,
  catalogue: () => [...activityQueries.all, 'catalogue'] as const,
};
