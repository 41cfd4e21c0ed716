import { Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Contract } from '@common/schemas/catalog';
import { IconKey } from '@/components/icons';
import { effectiveStatus, sortContracts } from '../license-rules';
import { formatDay, useLicensesTranslation } from '../use-licenses-translation';

interface ContractsSectionProps {
  contracts: readonly Contract[];
  /** Opens license activation with the contract's multiuse code. */
  onActivateCode: (code: string) => void;
  canActivate: boolean;
}

/** Spec 1 §2: shown only when contracts exist; activated ones first, then those with issued codes. */
export function ContractsSection({
  contracts,
  onActivateCode,
  canActivate,
}: ContractsSectionProps) {
  const { t } = useLicensesTranslation();
  if (contracts.length === 0) return null;
  const now = new Date();
  return (
    <Stack component="section" aria-labelledby="contracts-title" gap="md">
      <Title order={2} id="contracts-title" size="h3">
        {t('contracts.title')}
      </Title>
      {sortContracts(contracts, now).map((contract) => (
        <ContractCard
          key={contract.Id}
          contract={contract}
          now={now}
          onActivateCode={onActivateCode}
          canActivate={canActivate}
        />
      ))}
    </Stack>
  );
}

function ContractCard({
  contract,
  now,
  onActivateCode,
  canActivate,
}: {
  contract: Contract;
  now: Date;
  onActivateCode: (code: string) => void;
  canActivate: boolean;
}) {
  const { t, i18n } = useLicensesTranslation();
  const day = (value: string | null) => formatDay(value, i18n.language);
  const name = contract.MultiuseCode ?? t('contracts.noCode');
  const headingId = `contract-${contract.Id}`;
  const fields: Array<[string, string]> = [
    [t('contracts.multiuseCode'), contract.MultiuseCode ?? '—'],
    [t('contracts.effectiveDate'), day(contract.EffectiveDate)],
    [t('contracts.endDate'), day(contract.EndDate)],
    [t('contracts.activationDate'), day(contract.ActivationDate)],
    [t('contracts.expirationDate'), day(contract.ExpirationDate)],
  ];
  return (
    <Card withBorder component="article" aria-labelledby={headingId} padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={headingId}>
            {t('contracts.contract', { code: name })}
          </Title>
          {contract.MultiuseCode ? (
            <Button
              variant="light"
              leftSection={<IconKey size={18} />}
              onClick={() => onActivateCode(contract.MultiuseCode ?? '')}
              disabled={!canActivate}
            >
              {t('contracts.activateCode')}
            </Button>
          ) : null}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 5 }} spacing="sm" m={0}>
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text fw={600}>{t('contracts.licenses')}</Text>
        {contract.Licenses.length === 0 ? (
          <Text size="sm">{t('contracts.noLicenses')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="xs" aria-label={t('contracts.codes', { code: name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('contracts.columns.activationCode')}</Table.Th>
                  <Table.Th scope="col">{t('contracts.columns.status')}</Table.Th>
                  <Table.Th scope="col">{t('contracts.columns.issuedDate')}</Table.Th>
                  <Table.Th scope="col">{t('contracts.columns.activatedDate')}</Table.Th>
                  <Table.Th scope="col">{t('contracts.columns.endDate')}</Table.Th>
                  <Table.Th scope="col">{t('contracts.columns.holder')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {contract.Licenses.map((license) => (
                  <Table.Tr key={license.Id}>
                    <Table.Td ff="monospace">{license.ActivationCode}</Table.Td>
                    <Table.Td>{t(`contracts.status.${effectiveStatus(license, now)}`)}</Table.Td>
                    <Table.Td>{day(license.IssuedDate)}</Table.Td>
                    <Table.Td>{day(license.ActivatedDate)}</Table.Td>
                    <Table.Td>{day(license.EndDate)}</Table.Td>
                    <Table.Td>{license.Holder ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
