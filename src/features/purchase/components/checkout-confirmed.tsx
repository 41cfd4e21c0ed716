import { Button, List, Stack, Table, Text, Title } from '@mantine/core';
import type { ChargeResponse } from '@common/schemas/purchase';
import { usePurchaseTranslation } from '../use-purchase-translation';

/** The confirmed state: the spec's thank-you text (one or several), and batch buyers' codes. */
export function CheckoutConfirmed({
  answer,
  onReturn,
}: {
  answer: ChargeResponse;
  onReturn: () => void;
}) {
  const { t } = usePurchaseTranslation();
  const count = answer.result.length;
  const products = [...new Set(answer.result.map((r) => r.BundleName))];
  return (
    <Stack gap="md" role="status">
      <Title order={2} size="h3">
        {t('success.title')}
      </Title>
      <Text>{t('success.text', { count })}</Text>
      <List>
        {products.map((name) => (
          <List.Item key={name}>{name}</List.Item>
        ))}
      </List>
      {answer.isBatch && (
        <Table aria-label={t('success.codes')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products')}</Table.Th>
              <Table.Th scope="col">{t('success.code')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {answer.result.map((r) => (
              <Table.Tr key={r.ActivationCode}>
                <Table.Td>{r.BundleName}</Table.Td>
                <Table.Td ff="monospace">{r.ActivationCode}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Button onClick={onReturn} w="fit-content">
        {t('returnToPortal')}
      </Button>
    </Stack>
  );
}
