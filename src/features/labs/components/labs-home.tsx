import { useMemo } from 'react';
import { NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LabDefinition } from '@common/domain/labs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ALL_TAGS, filterByTag, tagCounts, type LabEntry } from '../lab-list';
import { LabCard } from './lab-card';
import { LicenseMessage } from './license-message';

interface LabsHomeProps {
  labs: LabEntry[];
  tag: string | undefined;
  onTagChange: (tag: string | undefined) => void;
  /** False when the user holds no unexpired license at all. */
  hasLicenses: boolean;
  /** The licenses or their labs could not be loaded (the shell says so and offers a retry). */
  isUnavailable?: boolean;
  /** Set when the loader refused a lab the user holds no license for. */
  unauthorizedLab: LabDefinition | undefined;
  onDismissUnauthorized: () => void;
  /** Opens license activation (the license message's Activate license). */
  onActivateLicense?: () => void;
}

/** Home (spec 2 "Labs home screen"): tag filter and lab cards sorted by name. */
export function LabsHome({
  labs,
  tag,
  onTagChange,
  hasLicenses,
  isUnavailable = false,
  unauthorizedLab,
  onDismissUnauthorized,
  onActivateLicense,
}: LabsHomeProps) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('labs.title'));
  const tags = useMemo(() => tagCounts(labs, i18n.language), [labs, i18n.language]);
  const selected = tag && tags.some((entry) => entry.tag === tag) ? tag : ALL_TAGS;
  const shown = useMemo(() => filterByTag(labs, selected), [labs, selected]);

  const options = [
    { value: ALL_TAGS, label: t('labs.allLabs', { count: labs.length }) },
    ...tags.map((entry) => ({
      value: entry.tag,
      label: t('labs.tagOption', { tag: entry.tag, count: entry.count }),
    })),
  ];

  return (
    <Stack gap="lg">
      <Title order={1}>{t('labs.title')}</Title>
      {unauthorizedLab ? (
        <LicenseMessage
          variant="unauthorized"
          labName={unauthorizedLab.name}
          onDismiss={onDismissUnauthorized}
          onActivate={onActivateLicense}
        />
      ) : null}
      {isUnavailable && labs.length === 0 ? (
        <Text c="dimmed">{t('labs.unavailable')}</Text>
      ) : !hasLicenses || labs.length === 0 ? (
        // The unauthorized message above already offers the same three buttons.
        unauthorizedLab ? null : (
          <LicenseMessage variant="none" onActivate={onActivateLicense} />
        )
      ) : (
        <>
          <NativeSelect
            label={t('labs.filterByTag')}
            data={options}
            value={selected}
            onChange={(event) =>
              onTagChange(
                event.currentTarget.value === ALL_TAGS ? undefined : event.currentTarget.value,
              )
            }
            maw={320}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('labs.shownCount', { count: shown.length })}
          </Text>
          <SimpleGrid
            component="section"
            aria-label={t('labs.listLabel')}
            cols={{ base: 1, xs: 2, md: 3, xl: 4 }}
            spacing="md"
          >
            {shown.map((entry) => (
              <LabCard key={entry.lab.identifier} entry={entry} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
