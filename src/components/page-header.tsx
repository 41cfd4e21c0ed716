import type { ReactNode } from 'react';
import { Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** A link element for every crumb but the last (spec 2: all but the last clickable). */
  link?: ReactNode;
}

interface PageHeaderProps {
  title?: string;
  /** An optional back control (a link or button carrying its own accessible name). */
  back?: ReactNode;
  breadcrumbs?: Crumb[];
  actions?: ReactNode;
  withBorder?: boolean;
}

/** The back header of spec 2: optional back arrow, breadcrumbs, title and bottom border. */
export function PageHeader({
  title,
  back,
  breadcrumbs,
  actions,
  withBorder = false,
}: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={4}
      pb="md"
      mb="lg"
      style={
        withBorder ? { borderBottom: '1px solid var(--mantine-color-default-border)' } : undefined
      }
    >
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <nav aria-label={t('common.breadcrumbs')}>
          <Breadcrumbs>
            {breadcrumbs.map((crumb, index) =>
              index < breadcrumbs.length - 1 && crumb.link ? (
                <span key={crumb.label}>{crumb.link}</span>
              ) : (
                <Text key={crumb.label} size="sm" c="dimmed" aria-current="page">
                  {crumb.label}
                </Text>
              ),
            )}
          </Breadcrumbs>
        </nav>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="xs" wrap="nowrap">
          {back}
          {title ? <Title order={1}>{title}</Title> : null}
        </Group>
        {actions}
      </Group>
    </Stack>
  );
}
