import { useEffect, useRef, useState } from 'react';
import { Button, Group, Input, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  CARD_NUMBER_MAX,
  CVC_MAX,
  EXPIRY_MAX,
  shapeCardNumber,
  shapeCvc,
  shapeExpiry,
  validateCard,
  type CardForm as CardFormValues,
} from '@common/domain/card-input';
import { usePurchaseTranslation } from '../use-purchase-translation';

export type CardFieldErrors = Partial<Record<keyof CardFormValues, string>>;

interface CardFormProps {
  isSending: boolean;
  /** Errors from the card provider (card number, expiry), shown on their fields. */
  providerErrors: CardFieldErrors;
  onSubmit: (values: CardFormValues) => void;
  /** Stripe.js's own card field replaces number, expiry and CVC (see CardTokenizer). */
  mountCardFields?: ((container: HTMLElement) => () => void) | undefined;
}

/** The payment form of spec 1 §2 with the input shaping and checks of spec 1 §5. */
export function CardForm({ isSending, providerErrors, onSubmit, mountCardFields }: CardFormProps) {
  const { t } = usePurchaseTranslation();
  const [values, setValues] = useState<CardFormValues>({
    number: '',
    name: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const set = (field: keyof CardFormValues, value: string) => {
    setValues((now) => ({ ...now, [field]: value }));
    setErrors((now) => ({ ...now, [field]: undefined }));
  };
  const shown = (field: keyof CardFormValues) => errors[field] ?? providerErrors[field];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = validateCard(
          // Stripe's field checks the card itself.
          mountCardFields ? { ...values, number: '-', expiry: '12/99', cvc: '123' } : values,
        );
        const messages = Object.fromEntries(
          Object.entries(problems).map(([field, key]) => [field, t(`errors.${key}`)]),
        );
        setErrors(messages);
        if (Object.keys(messages).length === 0) onSubmit(values);
      }}
    >
      <Stack gap="sm">
        {mountCardFields ? (
          <StripeCardField label={t('card.number')} mount={mountCardFields} />
        ) : (
          <TextInput
            label={t('card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={CARD_NUMBER_MAX}
            value={values.number}
            onChange={(e) => set('number', shapeCardNumber(e.currentTarget.value))}
            error={shown('number')}
            withAsterisk
          />
        )}
        <TextInput
          label={t('card.name')}
          autoComplete="cc-name"
          maxLength={200}
          value={values.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={shown('name')}
          withAsterisk
        />
        {!mountCardFields && (
          <SimpleGrid cols={2}>
            <TextInput
              label={t('card.expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={EXPIRY_MAX}
              value={values.expiry}
              onChange={(e) => set('expiry', shapeExpiry(e.currentTarget.value, values.expiry))}
              error={shown('expiry')}
              withAsterisk
            />
            <TextInput
              label={t('card.cvc')}
              inputMode="numeric"
              autoComplete="cc-csc"
              maxLength={CVC_MAX}
              value={values.cvc}
              onChange={(e) => set('cvc', shapeCvc(e.currentTarget.value))}
              error={shown('cvc')}
              withAsterisk
            />
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" disabled={isSending} loading={isSending}>
            {t('buy')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function StripeCardField({
  label,
  mount,
}: {
  label: string;
  mount: (container: HTMLElement) => () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? mount(ref.current) : undefined), [mount]);
  return (
    <Input.Wrapper label={label} withAsterisk>
      <div
        ref={ref}
        style={{
          padding: 10,
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 4,
        }}
      />
    </Input.Wrapper>
  );
}
