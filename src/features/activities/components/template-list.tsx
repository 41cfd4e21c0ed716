import { useState } from 'react';
import { NavLink, Stack } from '@mantine/core';
import type { TemplateCategory, TemplateGroup } from '@common/domain/activity-rules';
import { templateSubjects } from '@common/domain/activity-rules';
import type { Template } from '@common/schemas/activities';
import { ChoiceButton } from './choice-button';
import { ListMessage } from './list-panel';
import { useActivitiesTranslation } from './use-activities-translation';

/**
 * The syllabus templates by subject (spec 3 §2): each group a button that opens and closes it
 * (aria-expanded), each template a toggle button with its subjects under its name.
 */
export function TemplateList({
  groups,
  selectedId,
  onSelect,
}: {
  groups: TemplateGroup[];
  selectedId: number | null;
  onSelect: (template: Template) => void;
}) {
  const { t } = useActivitiesTranslation();
  const [closed, setClosed] = useState<ReadonlySet<TemplateCategory>>(new Set());
  const toggle = (category: TemplateCategory) =>
    setClosed((current) => {
      const next = new Set(current);
      if (next.has(category)) next.delete(category);
      else next.add(category);
      return next;
    });

  if (groups.length === 0) return <ListMessage>{t('syllabus.noTemplates')}</ListMessage>;
  return (
    <Stack gap={2}>
      {groups.map((group) => {
        const isOpen = !closed.has(group.category);
        return (
          <NavLink
            key={group.category}
            component="button"
            type="button"
            fw={600}
            label={t('group', {
              category: t(`categories.${group.category}`),
              count: group.templates.length,
            })}
            opened={isOpen}
            onChange={() => toggle(group.category)}
            aria-expanded={isOpen}
            childrenOffset="sm"
          >
            {group.templates.map((template) => (
              <ChoiceButton
                key={template.id}
                label={template.name}
                description={templateSubjects(template).join(', ')}
                isSelected={template.id === selectedId}
                onClick={() => onSelect(template)}
              />
            ))}
          </NavLink>
        );
      })}
    </Stack>
  );
}
