import { ActionIcon, AspectRatio, Box, Button, Center, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconArrowLeft, IconExternal, IconWifiOff } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { track } from '@/lib/analytics';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/lib/use-online';
import type { LabEntry } from '../lab-list';
import { labPath } from '../lab-paths';

/** Spec 2 §9: intro video 640 x 360. */
const VIDEO_WIDTH = 640;

/** The lab's intro (spec 2 "Intro screen"), at /labs/{lab identifier}. */
export function LabIntro({ entry }: { entry: LabEntry }) {
  const { t } = useTranslation();
  const isOnline = useOnline();
  const title = t('intro.title', { lab: entry.lab.name });
  useDocumentTitle(title);
  const videoId = entry.meta.introVideoID;
  const labName = entry.lab.name;
  // Spec 2 "Intro screen": the video-watched event is sent when the intro is displayed.
  useEffect(() => track({ name: 'video-watched', lab: labName }), [labName]);

  return (
    <Stack gap="md" maw={VIDEO_WIDTH + 32}>
      <PageHeader
        title={title}
        back={
          <ActionIcon
            renderRoot={(props) => (
              <Link {...props} to="/labs/{-$uuid}" params={{ uuid: undefined }} />
            )}
            variant="subtle"
            size="lg"
            aria-label={t('intro.back')}
          >
            <IconArrowLeft />
          </ActionIcon>
        }
        actions={
          <Button
            onClick={() => window.open(labPath(entry.lab.identifier), '_blank', 'noopener')}
            rightSection={<IconExternal size={16} />}
          >
            {t('intro.openLab')}
          </Button>
        }
      />
      {entry.product.Description ? <Text>{entry.product.Description}</Text> : null}
      <Box w="100%" maw={VIDEO_WIDTH}>
        <AspectRatio ratio={16 / 9}>
          {!videoId ? (
            <Center bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
              <Text c="dimmed">{t('intro.noVideo')}</Text>
            </Center>
          ) : isOnline ? (
            <iframe
              width={VIDEO_WIDTH}
              height={360}
              src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?rel=0`}
              title={t('intro.videoTitle', { lab: entry.lab.name })}
              allow="autoplay; fullscreen; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              style={{ border: 0, borderRadius: 8 }}
            />
          ) : (
            <Center
              bg="var(--mantine-color-default-hover)"
              style={{ borderRadius: 8 }}
              role="status"
            >
              <Stack align="center" gap="xs">
                <IconWifiOff size={32} />
                <Text>{t('intro.videoNeedsConnection')}</Text>
              </Stack>
            </Center>
          )}
        </AspectRatio>
      </Box>
    </Stack>
  );
}
