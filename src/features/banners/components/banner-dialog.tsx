import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  SegmentedControl,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import {
  BANNER_LANGUAGES,
  BANNER_LIMITS,
  BANNER_PAGES,
  type AdminBanner,
  type BannerList,
  type BannerPage,
} from '@common/schemas/banners';
import { Dialog } from '@/components/dialog';
import { IconX } from '@/components/icons';
import { OnlineButton } from '@/components/online-button';
import { LANGUAGE_NATIVE_NAMES } from '@/lib/i18n';
import { BANNER_COLORS } from '../banner-rules';
import { formProblems, formValuesOf, previewOf, type BannerFormValues } from '../banner-form';
import { BannerCarousel } from './banner-carousel';
import { useBannersTranslation } from './use-banners-translation';

/** Add or edit a banner, with a live preview drawn by the banner area's own component. */
export function BannerDialog(props: {
  banner?: AdminBanner;
  isBusy: boolean;
  onSave: (values: BannerFormValues) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useBannersTranslation();
  const { banner } = props;
  const [values, setValues] = useState(() => formValuesOf(banner, i18n.resolvedLanguage ?? 'en'));
  const [isSubmitted, setSubmitted] = useState(false);
  const [isPreviewCollapsed, setPreviewCollapsed] = useState(false);
  const problems = isSubmitted ? formProblems(values) : {};
  const set = <K extends keyof BannerFormValues>(key: K, value: BannerFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setVideo = (at: number, part: 'text' | 'url', value: string) =>
    set(
      'videoInfo',
      values.videoInfo.map((video, i) => (i === at ? { ...video, [part]: value } : video)),
    );

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(formProblems(values)).length > 0) return;
    props.onSave(values);
  };

  return (
    <Dialog
      title={t(banner ? 'admin.form.editTitle' : 'admin.form.addTitle')}
      size="xl"
      onClose={props.onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Fieldset legend={t('admin.form.preview')} variant="unstyled">
            <BannerCarousel
              banners={[previewOf(values, banner?.id)]}
              label={t('admin.form.preview')}
              isCollapsed={isPreviewCollapsed}
              onToggleCollapsed={() => setPreviewCollapsed((value) => !value)}
            />
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label={t('admin.form.list')}
              data={(['1', '2'] as const).map((list) => ({
                value: list,
                label: t(`admin.lists.${list}`),
              }))}
              value={String(values.list)}
              onChange={(event) => set('list', Number(event.currentTarget.value) as BannerList)}
            />
            <NativeSelect
              label={t('admin.form.lang')}
              data={BANNER_LANGUAGES.map((lang) => ({
                value: lang,
                label: LANGUAGE_NATIVE_NAMES[lang],
              }))}
              value={values.lang}
              onChange={(event) =>
                set('lang', event.currentTarget.value as BannerFormValues['lang'])
              }
            />
            <NativeSelect
              label={t('admin.form.page')}
              data={BANNER_PAGES.map((page) => ({
                value: page,
                label: page === 'All' ? t('admin.form.allPages') : page,
              }))}
              value={values.page}
              onChange={(event) => set('page', event.currentTarget.value as BannerPage)}
            />
          </SimpleGrid>
          <TextInput
            label={t('admin.form.title')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            error={problems.title ? t('admin.form.errors.title') : undefined}
            maxLength={BANNER_LIMITS.title}
            required
            data-autofocus
          />
          <Textarea
            label={t('admin.form.description')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            maxLength={BANNER_LIMITS.description}
            autosize
            minRows={2}
            maxRows={6}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.form.url')}
              type="url"
              value={values.url}
              onChange={(event) => set('url', event.currentTarget.value)}
              error={problems.url ? t('admin.form.errors.url') : undefined}
              maxLength={BANNER_LIMITS.url}
            />
            <TextInput
              label={t('admin.form.urlText')}
              value={values.urlText}
              onChange={(event) => set('urlText', event.currentTarget.value)}
              maxLength={BANNER_LIMITS.urlText}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="banner-color-label">
              {t('admin.form.color')}
            </Text>
            <SegmentedControl
              aria-labelledby="banner-color-label"
              data={[0, 1, 2, 3, 4, 5].map((color) => ({
                value: String(color),
                label: t(`admin.form.colors.${color}`),
              }))}
              value={String(Math.min(values.color, 5))}
              onChange={(value) => set('color', Number(value))}
              color={BANNER_COLORS[values.color] ?? 'gray'}
            />
          </Stack>
          <Fieldset legend={t('admin.form.videos')}>
            <Stack gap="xs">
              {values.videoInfo.map((video, at) => (
                <Group key={at} align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('admin.form.videoText', { n: at + 1 })}
                    value={video.text}
                    onChange={(event) => setVideo(at, 'text', event.currentTarget.value)}
                    error={
                      problems.videoInfo && !video.text.trim()
                        ? t('admin.form.errors.videoText')
                        : undefined
                    }
                    maxLength={BANNER_LIMITS.videoText}
                  />
                  <TextInput
                    style={{ flex: 2 }}
                    label={t('admin.form.videoUrl', { n: at + 1 })}
                    type="url"
                    value={video.url}
                    onChange={(event) => setVideo(at, 'url', event.currentTarget.value)}
                    error={
                      problems.videoInfo && !/^https?:\/\/\S+/i.test(video.url)
                        ? t('admin.form.errors.url')
                        : undefined
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mb={6}
                    aria-label={t('admin.form.removeVideo', { n: at + 1 })}
                    onClick={() =>
                      set(
                        'videoInfo',
                        values.videoInfo.filter((_, i) => i !== at),
                      )
                    }
                  >
                    <IconX size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {values.videoInfo.length < BANNER_LIMITS.videos ? (
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    onClick={() => set('videoInfo', [...values.videoInfo, { text: '', url: '' }])}
                  >
                    {t('admin.form.addVideo')}
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Fieldset>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('admin.form.showFrom')}
              description={t('admin.form.scheduleHint')}
              type="datetime-local"
              value={values.showFrom}
              onChange={(event) => set('showFrom', event.currentTarget.value)}
              error={problems.showFrom ? t('admin.form.errors.invalid') : undefined}
            />
            <TextInput
              label={t('admin.form.showUntil')}
              description={t('admin.form.scheduleHint')}
              type="datetime-local"
              value={values.showUntil}
              onChange={(event) => set('showUntil', event.currentTarget.value)}
              error={problems.showUntil ? t('admin.form.errors.schedule') : undefined}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('admin.form.cancel')}
            </Button>
            <OnlineButton type="submit" loading={props.isBusy}>
              {t('admin.form.save')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
