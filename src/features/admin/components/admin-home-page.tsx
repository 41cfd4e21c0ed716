import type { ReactNode } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import {
  IconBuilding,
  IconFileText,
  IconKey,
  IconMessages,
  IconShield,
  IconWorld,
} from '@/components/icons';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminTranslation } from './use-admin-translation';

/** The admin screens, by path (banners and LMS connections belong to their own features). */
const SECTIONS = [
  { key: 'institutions', href: '/admin/institutions', icon: <IconBuilding size={22} /> },
  { key: 'resellers', href: '/admin/resellers', icon: <IconWorld size={22} /> },
  { key: 'banners', href: '/admin/banners', icon: <IconMessages size={22} /> },
  { key: 'lti', href: '/admin/lti', icon: <IconKey size={22} /> },
  { key: 'emails', href: '/admin/emails', icon: <IconFileText size={22} /> },
  { key: 'auditLog', href: '/admin/audit-log', icon: <IconShield size={22} /> },
] as const;

/** /admin: one card per administration screen. */
export function AdminHomePage() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('home.title'));
  return (
    <Stack>
      <Title order={1}>{t('home.title')}</Title>
      <Text maw={760}>{t('home.intro')}</Text>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: 3 }}
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {SECTIONS.map((section) => (
          <li key={section.key}>
            <NavCard href={section.href} icon={section.icon} title={t(`home.${section.key}`)}>
              {t(`home.${section.key}Text`)}
            </NavCard>
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** A card that is one link: the router navigates, a middle click still opens a tab. */
function NavCard(props: { href: string; icon: ReactNode; title: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <Card
      component="a"
      href={props.href}
      withBorder
      padding="lg"
      h="100%"
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void router.navigate({ href: props.href });
      }}
    >
      <Stack gap="xs">
        {props.icon}
        <Text fw={700} size="lg">
          {props.title}
        </Text>
        <Text size="sm" c="dimmed">
          {props.children}
        </Text>
      </Stack>
    </Card>
  );
}
