import { useEffect, useId, useState } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Banner } from '@common/schemas/banners';
import { IconChevronLeft, IconChevronRight, IconPlay } from '@/components/icons';
import {
  BANNER_HEIGHT,
  BANNER_ROTATION_MS,
  bannerColor,
  createRotation,
  stepIndex,
  type PauseReason,
} from '../banner-rules';
import { IconChevronDown, IconChevronUp, IconPause } from './banner-icons';
import { ReadMoreDialog } from './read-more-dialog';
import { useBannersTranslation } from './use-banners-translation';

const controlProps = { variant: 'transparent', c: 'white', size: 'md' } as const;

/**
 * The banner area (spec 2 §2, §4, §9): 80 px, one banner at a time, rotating every 5 s; hovering,
 * focusing it, reading more, the pause button, collapsing it and a reduced-motion preference all
 * stop the rotation. Also the admin screen's preview.
 */
export function BannerCarousel(props: {
  banners: readonly Banner[];
  isCollapsed: boolean;
  onToggleCollapsed: () => void;
  /** The region's name; the admin preview has its own, so landmarks stay unique. */
  label?: string;
}) {
  const { t } = useBannersTranslation();
  const { banners, isCollapsed } = props;
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [reading, setReading] = useState<Banner>();
  const [isUserPaused, setUserPaused] = useState(false);
  // Read at once, not in an effect: the effect's first value (none, then false) drew the carousel
  // twice on every start.
  const prefersReducedMotion = useReducedMotion(undefined, { getInitialValueInEffect: false });
  const slidesId = useId();
  // One timer for the component's life; the pause reasons it holds survive new answers.
  const [rotation] = useState(() =>
    createRotation({
      intervalMs: BANNER_ROTATION_MS,
      // The index only grows; it is taken modulo the number of banners shown.
      onTick: () => setIndex((current) => current + 1),
    }),
  );
  useEffect(() => {
    if (count > 1) rotation.start();
    return () => rotation.stop();
  }, [rotation, count]);
  const setPaused = (reason: PauseReason, isPaused: boolean) =>
    rotation.setPaused(reason, isPaused);
  useEffect(
    () => rotation.setPaused('reducedMotion', prefersReducedMotion),
    [rotation, prefersReducedMotion],
  );
  useEffect(() => rotation.setPaused('collapsed', isCollapsed), [rotation, isCollapsed]);
  useEffect(() => rotation.setPaused('reading', reading !== undefined), [rotation, reading]);
  useEffect(() => rotation.setPaused('user', isUserPaused), [rotation, isUserPaused]);

  if (count === 0) return null;
  const current = index % count;
  const banner = banners[current]!;
  const isRotating = count > 1 && !isUserPaused && !prefersReducedMotion;

  const move = (step: 1 | -1) => {
    setIndex(stepIndex(current, count, step));
    rotation.restart();
  };

  const collapseButton = (
    <ActionIcon
      {...controlProps}
      c={isCollapsed ? undefined : 'white'}
      variant={isCollapsed ? 'subtle' : 'transparent'}
      aria-label={t(isCollapsed ? 'expand' : 'collapse')}
      aria-expanded={!isCollapsed}
      aria-controls={slidesId}
      onClick={props.onToggleCollapsed}
    >
      {isCollapsed ? <IconChevronDown /> : <IconChevronUp />}
    </ActionIcon>
  );

  if (isCollapsed) {
    return (
      <Box
        component="section"
        aria-label={props.label ?? t('region')}
        mb="sm"
        data-banner-area="collapsed"
      >
        <Group justify="flex-end" gap="xs">
          {collapseButton}
        </Group>
      </Box>
    );
  }

  const hasMore = banner.description !== '' || banner.videoInfo.length > 0;
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={props.label ?? t('region')}
      mb="md"
      data-banner-area="expanded"
      h={BANNER_HEIGHT}
      px="md"
      py={6}
      bg={bannerColor(banner.color, banner.id)}
      c="white"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      onMouseEnter={() => setPaused('hover', true)}
      onMouseLeave={() => setPaused('hover', false)}
      onFocus={() => setPaused('focus', true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused('focus', false);
      }}
    >
      <Group h="100%" wrap="nowrap" gap="sm" align="center">
        <Box
          id={slidesId}
          role="group"
          aria-roledescription="slide"
          aria-label={t('slide', { index: current + 1, count })}
          aria-live={isRotating ? 'off' : 'polite'}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text fw={700} lineClamp={1}>
            {banner.title}
          </Text>
          {banner.description ? (
            <Text size="sm" lineClamp={1}>
              {banner.description}
            </Text>
          ) : null}
          <Group gap="md" wrap="nowrap" style={{ overflow: 'hidden' }}>
            {banner.url ? (
              <Anchor
                href={banner.url}
                target="_blank"
                rel="noopener"
                c="white"
                size="sm"
                underline="always"
              >
                {banner.urlText || banner.url}
              </Anchor>
            ) : null}
            {banner.videoInfo.slice(0, 2).map((video) => (
              <Anchor
                key={video.url}
                href={video.url}
                target="_blank"
                rel="noopener"
                c="white"
                size="sm"
                underline="always"
              >
                {video.text}
              </Anchor>
            ))}
            {hasMore ? (
              <Button
                variant="white"
                size="compact-xs"
                onClick={() => setReading(banner)}
                aria-label={t('readMoreAbout', { title: banner.title })}
              >
                {t('readMore')}
              </Button>
            ) : null}
          </Group>
        </Box>
        <Group gap={2} wrap="nowrap">
          {count > 1 ? (
            <>
              <ActionIcon {...controlProps} aria-label={t('previous')} onClick={() => move(-1)}>
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Text size="sm" aria-hidden>
                {current + 1}/{count}
              </Text>
              <ActionIcon {...controlProps} aria-label={t('next')} onClick={() => move(1)}>
                <IconChevronRight size={18} />
              </ActionIcon>
              {prefersReducedMotion ? null : (
                <ActionIcon
                  {...controlProps}
                  aria-label={t(isUserPaused ? 'resume' : 'pause')}
                  aria-pressed={isUserPaused}
                  onClick={() => setUserPaused(!isUserPaused)}
                >
                  {isUserPaused ? <IconPlay size={18} /> : <IconPause />}
                </ActionIcon>
              )}
            </>
          ) : null}
          {collapseButton}
        </Group>
      </Group>
      {reading ? <ReadMoreDialog banner={reading} onClose={() => setReading(undefined)} /> : null}
    </Box>
  );
}
