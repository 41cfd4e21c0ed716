import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import type { Banner } from '@common/schemas/banners';
import { Dialog } from '@/components/dialog';
import { useBannersTranslation } from './use-banners-translation';

/** A banner in full: its description, link and videos (the rotation waits meanwhile). */
export function ReadMoreDialog({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useBannersTranslation();
  return (
    <Dialog title={banner.title} size="lg" onClose={onClose}>
      <Stack>
        {banner.description ? (
          <Text style={{ whiteSpace: 'pre-line' }}>{banner.description}</Text>
        ) : null}
        {banner.url ? (
          <Anchor href={banner.url} target="_blank" rel="noopener">
            {banner.urlText || banner.url}
          </Anchor>
        ) : null}
        {banner.videoInfo.length > 0 ? (
          <>
            <Title order={2} size="h4">
              {t('videos')}
            </Title>
            <List>
              {banner.videoInfo.map((video) => (
                <List.Item key={video.url}>
                  <Anchor href={video.url} target="_blank" rel="noopener">
                    {video.text}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
      </Stack>
    </Dialog>
  );
}
