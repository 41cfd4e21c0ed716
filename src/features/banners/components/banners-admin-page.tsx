import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminBanner } from '@common/schemas/banners';
import { OnlineButton } from '@/components/online-button';
import { LANGUAGE_NATIVE_NAMES, isLanguage } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { bodyOf, type BannerFormValues } from '../banner-form';
import { bannerColor } from '../banner-rules';
import { useCreateBanner } from '../api/create-banner';
import { useDeleteBanner } from '../api/delete-banner';
import { useAdminBanners } from '../api/get-admin-banners';
import { useUpdateBanner } from '../api/update-banner';
import { BannerDialog } from './banner-dialog';
import { DeleteBannerDialog } from './delete-banner-dialog';
import { toastError, toastSuccess } from './feedback';
import { useBannersTranslation } from './use-banners-translation';

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; banner: AdminBanner } | { kind: 'delete'; banner: AdminBanner };

/** /admin/banners (issue 12 §4): administrators and support create, edit, schedule, delete. */
export function BannersAdminPage() {
  const { t, i18n } = useBannersTranslation();
  useDocumentTitle(t('admin.title'));
  const { data: banners } = useAdminBanners();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      dateStyle: 'medium',
      timeStyle: 'short',
    }).format(new Date(iso));
  const schedule = (banner: AdminBanner) =>
    banner.showFrom && banner.showUntil
      ? t('admin.between', { from: when(banner.showFrom), until: when(banner.showUntil) })
      : banner.showFrom
        ? t('admin.from', { from: when(banner.showFrom) })
        : banner.showUntil
          ? t('admin.until', { until: when(banner.showUntil) })
          : t('admin.always');

  const save = (values: BannerFormValues) => {
    const body = bodyOf(values);
    const done = {
      onSuccess: () => {
        close();
        toastSuccess(t('admin.toasts.saved'));
      },
      onError: () => toastError(t('admin.toasts.saveFailed')),
    };
    if (dialog?.kind === 'edit') update.mutate({ id: dialog.banner.id, body }, done);
    else create.mutate(body, done);
  };

  const confirmDelete = (banner: AdminBanner) =>
    remove.mutate(banner.id, {
      onSuccess: () => {
        close();
        toastSuccess(t('admin.toasts.deleted'));
      },
      onError: () => {
        close();
        toastError(t('admin.toasts.deleteFailed'));
      },
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('admin.title')}</Title>
        <OnlineButton onClick={() => setDialog({ kind: 'add' })}>{t('admin.add')}</OnlineButton>
      </Group>
      <Text maw={760}>{t('admin.intro')}</Text>
      {banners.length === 0 ? (
        <Text c="dimmed">{t('admin.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped verticalSpacing="sm" aria-label={t('admin.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('admin.columns.title')}</Table.Th>
                <Table.Th scope="col">{t('admin.columns.list')}</Table.Th>
                <Table.Th scope="col">{t('admin.columns.lang')}</Table.Th>
                <Table.Th scope="col">{t('admin.columns.page')}</Table.Th>
                <Table.Th scope="col">{t('admin.columns.schedule')}</Table.Th>
                <Table.Th scope="col">{t('admin.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {banners.map((banner) => (
                <Table.Tr key={banner.id}>
                  <Table.Th scope="row" fw={600}>
                    <Group gap="xs" wrap="nowrap">
                      <Badge
                        size="xs"
                        circle
                        color={bannerColor(banner.color, banner.id)}
                        aria-hidden
                      />
                      {banner.title}
                    </Group>
                  </Table.Th>
                  <Table.Td>{t(`admin.lists.${banner.list === 1 ? '1' : '2'}`)}</Table.Td>
                  <Table.Td>
                    {isLanguage(banner.lang) ? LANGUAGE_NATIVE_NAMES[banner.lang] : banner.lang}
                  </Table.Td>
                  <Table.Td>
                    {banner.page === 'All' ? t('admin.form.allPages') : banner.page}
                  </Table.Td>
                  <Table.Td>{schedule(banner)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('admin.edit', { title: banner.title })}
                        onClick={() => setDialog({ kind: 'edit', banner })}
                      >
                        {t('admin.editButton')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('admin.delete', { title: banner.title })}
                        onClick={() => setDialog({ kind: 'delete', banner })}
                      >
                        {t('admin.deleteButton')}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <BannerDialog
          banner={dialog.kind === 'edit' ? dialog.banner : undefined}
          isBusy={create.isPending || update.isPending}
          onSave={save}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteBannerDialog
          title={dialog.banner.title}
          isBusy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.banner)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
