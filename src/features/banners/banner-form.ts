import { format } from 'date-fns';
import {
  bannerBodySchema,
  type AdminBanner,
  type Banner,
  type BannerBody,
  type BannerList,
  type BannerPage,
} from '@common/schemas/banners';

/** The admin form's values: text as typed, times as `datetime-local` values (local time). */
export interface BannerFormValues {
  list: BannerList;
  lang: 'en' | 'es' | 'pt';
  page: BannerPage;
  title: string;
  description: string;
  url: string;
  urlText: string;
  color: number;
  videoInfo: Array<{ text: string; url: string }>;
  showFrom: string;
  showUntil: string;
}

export type BannerFormField = 'title' | 'url' | 'videoInfo' | 'showFrom' | 'showUntil' | 'other';

const toLocalInput = (iso: string | null) =>
  iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
const toIso = (local: string) => (local ? new Date(local).toISOString() : null);

export function formValuesOf(banner: AdminBanner | undefined, language: string): BannerFormValues {
  return {
    list: banner?.list === 1 ? 1 : 2,
    lang: ((banner?.lang ?? language) as BannerFormValues['lang']) || 'en',
    page: (banner?.page as BannerPage | undefined) ?? 'All',
    title: banner?.title ?? '',
    description: banner?.description ?? '',
    url: banner?.url ?? '',
    urlText: banner?.urlText ?? '',
    color: banner?.color ?? 0,
    videoInfo: banner?.videoInfo.map((video) => ({ ...video })) ?? [],
    showFrom: toLocalInput(banner?.showFrom ?? null),
    showUntil: toLocalInput(banner?.showUntil ?? null),
  };
}

export function bodyOf(values: BannerFormValues): BannerBody {
  return {
    ...values,
    url: values.url.trim() === '' ? null : values.url.trim(),
    urlText: values.urlText.trim() === '' ? null : values.urlText,
    showFrom: toIso(values.showFrom),
    showUntil: toIso(values.showUntil),
  };
}

/** The same schema as the server's: which fields are wrong (the first problem of each). */
export function formProblems(values: BannerFormValues): Partial<Record<BannerFormField, true>> {
  const result = bannerBodySchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const problems: Partial<Record<BannerFormField, true>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'other');
    const known = ['title', 'url', 'videoInfo', 'showFrom', 'showUntil'].includes(field);
    problems[(known ? field : 'other') as BannerFormField] = true;
  }
  return problems;
}

/** What the preview shows: the banner as the public call would answer it. */
export function previewOf(values: BannerFormValues, id = 0): Banner {
  return {
    id,
    lang: values.lang,
    page: values.page,
    title: values.title.trim() || '…',
    description: values.description.trim(),
    url: /^https?:\/\//i.test(values.url.trim()) ? values.url.trim() : null,
    urlText: values.urlText.trim() || null,
    color: values.color,
    videoInfo: values.videoInfo.filter(
      (video) => video.text.trim() && /^https?:\/\//i.test(video.url),
    ),
  };
}
