import { Suspense } from 'react';
import { Box } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@common/schemas/banners';
import { useBanners } from '../api/get-banners';
import {
  BANNER_HEIGHT,
  bannerColor,
  bannerListFor,
  isBannerHidden,
  routeNameOf,
  selectBanners,
} from '../banner-rules';
import { BannerCarousel } from './banner-carousel';

/** Spec 2 §4: expanded or collapsed per page, in local storage. */
export const bannerCollapsedKey = (routeName: string | undefined) =>
  `banner-collapsed:${routeName ?? 'other'}`;

/**
 * The banners above the page (spec 2 §2): the role's list, this page's and the 'All' ones in the
 * active language. Nothing shows while they load, when there are none, or when the call failed
 * (logged by the api client; offline, the saved answer is used). With a saved answer the first
 * render already holds the banner's space (its colour) while the banner texts load, so the page
 * below does not move when they arrive.
 */
export function BannerArea(props: { pathname: string; isInstructor: boolean }) {
  const routeName = routeNameOf(props.pathname);
  if (isBannerHidden(routeName)) return null;
  return (
    <PageBanners key={routeName ?? ''} routeName={routeName} isInstructor={props.isInstructor} />
  );
}

/** The carousel's box (same height and margin) while its texts load; no text, so nothing to read. */
function BannerPlaceholder(props: { banner: Banner; isCollapsed: boolean }) {
  if (props.isCollapsed) return <Box mb="sm" h={28} data-banner-area="loading" />;
  return (
    <Box
      mb="md"
      h={BANNER_HEIGHT}
      bg={bannerColor(props.banner.color, props.banner.id)}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-banner-area="loading"
    />
  );
}

function PageBanners(props: { routeName: string | undefined; isInstructor: boolean }) {
  const { i18n } = useTranslation();
  const { data } = useBanners(bannerListFor(props.isInstructor));
  const [isCollapsed, setCollapsed] = useLocalStorage<boolean>({
    key: bannerCollapsedKey(props.routeName),
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const banners = selectBanners(data ?? [], {
    routeName: props.routeName,
    language: i18n.resolvedLanguage ?? 'en',
  });
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={<BannerPlaceholder banner={banners[0]!} isCollapsed={isCollapsed} />}>
      <BannerCarousel
        banners={banners}
        isCollapsed={isCollapsed}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
      />
    </Suspense>
  );
}
