import { useState } from 'react';
import { Alert, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cardPayload, type CardForm as CardFormValues } from '@common/domain/card-input';
import { formatTotal, totalCents } from '@common/domain/purchase';
import type { Bundle } from '@common/schemas/catalog';
import { parseMetaData } from '@common/schemas/catalog';
import type { ChargeResponse } from '@common/schemas/purchase';
import { ApiError } from '@/lib/api-client';
import { useServices } from '@/lib/services';
import { useDocumentTitle } from '@/lib/use-document-title';
import { activateCode } from '../api/activate-code';
import { chargeFailureMessage, useCharge } from '../api/charge';
import type { CardTokenizer } from '../card/card-tokenizer';
import { safeColour } from '../panel-colour';
import { usePurchaseTranslation } from '../use-purchase-translation';
import { BarePanels } from './bare-panels';
import { CardForm, type CardFieldErrors } from './card-form';
import { CheckoutConfirmed } from './checkout-confirmed';

interface CheckoutPageProps {
  userId: string;
  email: string;
  language: string;
  bundles: readonly Bundle[];
  quantity: number;
  isBatch: boolean;
  tokenizer: CardTokenizer;
  /** After a non-batch purchase and its activation: reload products, contracts and licenses. */
  onActivated: () => void;
  onReturn: () => void;
}

type Phase = { name: 'form' } | { name: 'sending' } | { name: 'confirmed'; answer: ChargeResponse };

const newKey = () => crypto.randomUUID();

/** /checkout (spec 1 §2, §4): form, then sending (BUY disabled), then confirmed. */
export function CheckoutPage(props: CheckoutPageProps) {
  const { userId, email, language, bundles, quantity, isBatch, tokenizer } = props;
  const { t } = usePurchaseTranslation();
  const services = useServices();
  const charge = useCharge(userId);
  const [phase, setPhase] = useState<Phase>({ name: 'form' });
  const [providerErrors, setProviderErrors] = useState<CardFieldErrors>({});
  // One key per purchase: a retry after a lost answer is charged once.
  const [key, setKey] = useState(newKey);
  const title = t('checkoutTitle');
  useDocumentTitle(title);
  const colour =
    safeColour(bundles[0] && parseMetaData(bundles[0].MetaData).backgroundColor) ?? '#1f6feb';
  const total = formatTotal(
    totalCents(
      bundles.map((b) => b.Price),
      quantity,
    ),
  );

  const fail = (message: string) => {
    notifications.show({ color: 'red', message });
    setPhase({ name: 'form' });
  };

  const buy = async (values: CardFormValues) => {
    setPhase({ name: 'sending' });
    setProviderErrors({});
    const tokenResult = await tokenizer.createToken(cardPayload(values)).catch(() => ({
      error: { code: 'unavailable', message: t('errors.purchase') },
    }));
    if ('error' in tokenResult) {
      const { code, message } = tokenResult.error;
      if (code === 'incorrect_number' || code === 'invalid_number')
        setProviderErrors({ number: t('errors.incorrectNumber') });
      else if (code === 'invalid_expiry_year')
        setProviderErrors({ expiry: t('errors.invalidExpiryYear') });
      else notifications.show({ color: 'red', message });
      setPhase({ name: 'form' });
      return;
    }
    try {
      const answer = await charge.mutateAsync({
        key,
        body: {
          bundleIds: bundles.map((b) => b.Id),
          quantity,
          batch: isBatch,
          lang: (['en', 'es', 'pt'] as const).find((l) => language.startsWith(l)),
          chargeRequest: { name: values.name, email, token_from_stripe: tokenResult.token },
        },
      });
      if (!answer.isBatch) await activateAll(answer);
      setPhase({ name: 'confirmed', answer });
    } catch (error) {
      // A definite answer (refused card, bad request): the next attempt is a new purchase.
      if (error instanceof ApiError && error.isPermanent) setKey(newKey());
      const reason = chargeFailureMessage(error);
      fail(reason ? `${t('errors.purchase')}: ${reason}` : t('errors.purchase'));
    }
  };

  const activateAll = async (answer: ChargeResponse) => {
    let isAnyActivated = false;
    for (const { ActivationCode } of answer.result) {
      try {
        const { licenseId } = await activateCode(services, ActivationCode);
        isAnyActivated ||= Boolean(licenseId);
      } catch (error) {
        // Spec 1 §8: only a console line; the code is in the e-mail and the profile.
        console.error('The purchased code was not activated', error);
      }
    }
    if (isAnyActivated) props.onActivated();
  };

  if (phase.name === 'confirmed')
    return (
      <BarePanels title={title} email={email} colour={colour}>
        <CheckoutConfirmed answer={phase.answer} onReturn={props.onReturn} />
      </BarePanels>
    );

  return (
    <BarePanels title={title} email={email} colour={colour}>
      <Stack gap="lg">
        {tokenizer.isTestMode && (
          <Alert color="cyan" variant="light" title={t('testMode')}>
            {t('testModeText')}
          </Alert>
        )}
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('products')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('price')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bundles.map((b) => (
              <Table.Tr key={b.Id}>
                <Table.Td>{b.Name}</Table.Td>
                <Table.Td ta="right">${b.Price.toFixed(2)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group justify="space-between">
          <Text>
            {t('quantity')}: <strong>{quantity}</strong>
          </Text>
          <Text size="lg" fw={700}>
            {t('total')}: ${total}
          </Text>
        </Group>
        <Stack gap="xs" component="section" aria-labelledby="payment-title">
          <Title order={2} size="h4" id="payment-title">
            {t('payment')}
          </Title>
          <CardForm
            isSending={phase.name === 'sending'}
            providerErrors={providerErrors}
            onSubmit={(values) => void buy(values)}
            mountCardFields={tokenizer.mountCardFields}
          />
          {phase.name === 'sending' && (
            <Text size="sm" role="status">
              {t('sending')}
            </Text>
          )}
        </Stack>
      </Stack>
    </BarePanels>
  );
}
