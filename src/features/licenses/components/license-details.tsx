import { useState } from 'react';
import { Button, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconKey } from '@/components/icons';
import type { LicenseDetail } from '@common/schemas/licenses';
import { licensesInView } from '../license-rules';
import { formatDay, useLicensesTranslation } from '../use-licenses-translation';
import { useLicenseDetails } from '../api/get-license-details';

type View = 'Issued' | 'Active';

/** License details (spec 1 §2): an Issued / Active toggle, or a no-licenses message. */
export function LicenseDetails({ userId, onActivate }: { userId: string; onActivate: () => void }) {
  const { t, i18n } = useLicensesTranslation();
  const [view, setView] = useState<View>('Active');
  const details = useLicenseDetails(userId);
  const all = details.data;
  const now = new Date();
  const shown = all ? licensesInView(all, view, now) : [];
  const hasAny = all ? all.some((license) => license.Status !== 'Expired') : false;

  return (
    <Stack component="section" aria-labelledby="license-details-title" gap="sm">
      <Title order={2} id="license-details-title" size="h3">
        {t('details.title')}
      </Title>
      <Button
        onClick={onActivate}
        leftSection={<IconKey size={18} />}
        w="fit-content"
        variant="light"
      >
        {t('activation.open')}
      </Button>
      {details.isPending && details.fetchStatus === 'fetching' ? (
        <Text c="dimmed">{t('details.loading')}</Text>
      ) : !all ? (
        <Text c="dimmed">{t('details.notSaved')}</Text>
      ) : !hasAny ? (
        <Text>{t('details.none')}</Text>
      ) : (
        <>
          <SegmentedControl
            aria-label={t('details.view')}
            value={view}
            onChange={(value) => setView(value as View)}
            data={[
              { value: 'Issued', label: t('details.issued') },
              { value: 'Active', label: t('details.active') },
            ]}
            w="fit-content"
          />
          {shown.length === 0 ? (
            <Text>{view === 'Issued' ? t('details.noneIssued') : t('details.noneActive')}</Text>
          ) : (
            <LicenseTable
              licenses={shown}
              caption={t('details.table', {
                view: view === 'Issued' ? t('details.issued') : t('details.active'),
              })}
              language={i18n.language}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function LicenseTable({
  licenses,
  caption,
  language,
}: {
  licenses: LicenseDetail[];
  caption: string;
  language: string;
}) {
  const { t } = useLicensesTranslation();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('details.code')}</Table.Th>
            <Table.Th scope="col">{t('details.endDate')}</Table.Th>
            <Table.Th scope="col">{t('details.bundles')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {licenses.map((license) => (
            <Table.Tr key={license.licenseId}>
              <Table.Td ff="monospace">{license.activationCode}</Table.Td>
              <Table.Td>{formatDay(license.endDate, language)}</Table.Td>
              <Table.Td>
                {license.bundles.map((bundle) => (
                  <div key={bundle.bundleId}>
                    <Text fw={600} size="sm">
                      {bundle.bundleName}
                    </Text>
                    {bundle.summary ? (
                      <Text size="sm" c="dimmed">
                        {bundle.summary}
                      </Text>
                    ) : null}
                  </div>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
