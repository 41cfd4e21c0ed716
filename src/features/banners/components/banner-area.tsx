import { Suspense } from 'react';
import { useLocalStorage } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useBanners } from '../api/get-banners';
import { bannerListFor, isBannerHidden, routeNameOf, selectBanners } from '../banner-rules';
import { BannerCarousel } from './banner-carousel';

/** Spec 2 §4: expanded or collapsed per page, in local storage. */
export const bannerCollapsedKey = (routeName: string | undefined) =>
  `banner-collapsed:${routeName ?? 'other'}`;

/**
 * The banners above the page (spec 2 §2): the role's list, this page's and the 'All' ones in the
 * active language. Nothing shows while they load, when there are none, or when the call failed
 * (logged by the api client; offline, the saved answer is used).
 */
export function BannerArea(props: { pathname: string; isInstructor: boolean }) {
  const routeName = routeNameOf(props.pathname);
  if (isBannerHidden(routeName)) return null;
  return (
    <Suspense fallback={null}>
      <PageBanners key={routeName ?? ''} routeName={routeName} isInstructor={props.isInstructor} />
    </Suspense>
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
    <BannerCarousel
      banners={banners}
      isCollapsed={isCollapsed}
      onToggleCollapsed={() => setCollapsed((value) => !value)}
    />
  );
}
