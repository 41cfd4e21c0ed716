import { ActionIcon, Badge, Card, Group, Menu, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { IconActivity, IconDots, IconFlaskPlus, IconPlay } from '@/components/icons';
import { LabTypeIcon } from '@/components/lab-type-icons';
import type { LabEntry } from '../lab-list';
import { labPath, subjectColor } from '../lab-paths';
import classes from './lab-card.module.css';

/** Spec 2 §9: lab card height 126 px with footer, 96 px without. */
export const CARD_HEIGHT_WITH_FOOTER = 126;
export const CARD_HEIGHT = 96;

export function LabCard({ entry }: { entry: LabEntry }) {
  const { t } = useTranslation();
  const { lab } = entry;
  const hasFooter = entry.tags.length > 0 || entry.isBeta;
  return (
    <Card
      component="article"
      aria-label={lab.name}
      withBorder
      radius="md"
      padding="md"
      h={hasFooter ? CARD_HEIGHT_WITH_FOOTER : CARD_HEIGHT}
      className={classes.card}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <a href={labPath(lab.identifier)} target="_blank" rel="noopener" className={classes.open}>
          <ThemeIcon
            size={44}
            radius="md"
            variant="light"
            color={subjectColor(lab.identifier)}
            aria-hidden="true"
          >
            <LabTypeIcon labType={lab.labType} size={24} />
          </ThemeIcon>
          <h2 className={classes.title}>{lab.name}</h2>
          <VisuallyHidden>{t('labs.opensInNewTab')}</VisuallyHidden>
        </a>
        <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              className={classes.above}
              aria-label={t('labs.cardMenu', { lab: lab.name })}
            >
              <IconDots />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              renderRoot={(props) => (
                <Link {...props} to="/labs/{-$uuid}" params={{ uuid: lab.identifier }} />
              )}
              leftSection={<IconPlay size={16} />}
            >
              {t('labs.menu.intro')}
            </Menu.Item>
            <Menu.Item
              renderRoot={(props) => (
                <Link {...props} to="/activities/{-$filter}" params={{ filter: lab.identifier }} />
              )}
              leftSection={<IconActivity size={16} />}
            >
              {t('labs.menu.activities')}
            </Menu.Item>
            <Menu.Item
              renderRoot={(props) => (
                <Link {...props} to="/presets/{-$filter}" params={{ filter: lab.identifier }} />
              )}
              leftSection={<IconFlaskPlus size={16} />}
            >
              {t('labs.menu.presets')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {hasFooter ? (
        <Group gap={6} wrap="nowrap" style={{ overflow: 'hidden' }}>
          {entry.isBeta ? (
            <Badge color="grape" variant="light" size="sm">
              {t('labs.beta')}
            </Badge>
          ) : null}
          {entry.tags.map((tag) => (
            <Badge key={tag} variant="default" size="sm">
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Card>
  );
}
