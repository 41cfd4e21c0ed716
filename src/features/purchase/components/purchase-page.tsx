import { useState } from 'react';
import {
  Avatar,
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import type { Bundle } from '@common/schemas/catalog';
import { parseMetaData } from '@common/schemas/catalog';
import {
  clampQuantity,
  formatTotal,
  MAX_QUANTITY,
  preselectedBundleId,
  totalCents,
} from '@common/domain/purchase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { randomPanelColour, safeColour } from '../panel-colour';
import { usePurchaseTranslation } from '../use-purchase-translation';
import { BarePanels } from './bare-panels';
import { periodText } from './period-text';

export interface PurchaseSelection {
  bundleIds: number[];
  quantity: number;
}

interface PurchasePageProps {
  /** Only canPurchase bundles. */
  bundles: readonly Bundle[];
  email: string;
  /** Batch buyers choose a quantity (spec 1 §6). */
  isBatch: boolean;
  /** The bundleid query parameter: only that bundle is offered. */
  bundleId?: number | undefined;
  onCheckout: (selection: PurchaseSelection) => void;
}

/** /purchase (spec 1 §2). */
export function PurchasePage({ bundles, email, isBatch, bundleId, onCheckout }: PurchasePageProps) {
  const { t } = usePurchaseTranslation();
  const options = bundleId === undefined ? bundles : bundles.filter((b) => b.Id === bundleId);
  const [isSingle, setIsSingle] = useState(true);
  const [selected, setSelected] = useState<number[]>(() => {
    const id = preselectedBundleId(options, bundleId);
    return id === undefined ? [] : [id];
  });
  const [quantity, setQuantity] = useState(1);
  const [fallbackColour] = useState(() => randomPanelColour());
  const first = options.find((b) => selected.includes(b.Id)) ?? options[0];
  const colour =
    safeColour(first && parseMetaData(first.MetaData).backgroundColor) ?? fallbackColour;
  const title = t(isBatch ? 'title_other' : 'title_one');
  useDocumentTitle(title);

  const toggle = (id: number, isChecked: boolean) => {
    if (isSingle) setSelected(isChecked ? [id] : []);
    else setSelected((now) => (isChecked ? [...now, id] : now.filter((x) => x !== id)));
  };
  const prices = options.filter((b) => selected.includes(b.Id)).map((b) => b.Price);
  const total = formatTotal(totalCents(prices, quantity));

  return (
    <BarePanels title={title} email={email} colour={colour}>
      <Stack gap="md">
        {options.length === 0 ? (
          <Text>{t('noOptions')}</Text>
        ) : (
          <>
            {options.length > 1 && (
              <Switch
                label={t('singleBundle')}
                checked={isSingle}
                onChange={(event) => {
                  const isOn = event.currentTarget.checked;
                  setIsSingle(isOn);
                  if (isOn) setSelected((now) => now.slice(0, 1));
                }}
              />
            )}
            <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {options.map((bundle) => (
                <BundleOption
                  key={bundle.Id}
                  bundle={bundle}
                  isChecked={selected.includes(bundle.Id)}
                  onChange={(isChecked) => toggle(bundle.Id, isChecked)}
                />
              ))}
            </Stack>
          </>
        )}
        {isBatch && (
          <NumberInput
            label={t('quantity')}
            description={t('quantityHint')}
            min={1}
            max={MAX_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            value={quantity}
            onChange={(value) => setQuantity(clampQuantity(value))}
            w={200}
          />
        )}
        {/* Kept in view at the foot of the window while a long list of bundles scrolls. */}
        <Group
          justify="space-between"
          align="center"
          py="sm"
          style={{
            position: 'sticky',
            bottom: 0,
            background: 'var(--mantine-color-body)',
            borderTop: '1px solid var(--mantine-color-default-border)',
          }}
        >
          <Text size="lg" fw={700} aria-live="polite">
            {t('total')}: ${total}
          </Text>
          <Button
            size="md"
            disabled={options.length === 0 || selected.length === 0}
            onClick={() => onCheckout({ bundleIds: selected, quantity })}
          >
            {t('checkout')}
          </Button>
        </Group>
      </Stack>
    </BarePanels>
  );
}

function BundleOption({
  bundle,
  isChecked,
  onChange,
}: {
  bundle: Bundle;
  isChecked: boolean;
  onChange: (isChecked: boolean) => void;
}) {
  const { t } = usePurchaseTranslation();
  const meta = parseMetaData(bundle.MetaData);
  const id = `bundle-${bundle.Id}`;
  return (
    <Card component="li" withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Avatar src={meta.iconURL ?? null} alt="" radius="sm" color="blue">
          {bundle.Name.slice(0, 1)}
        </Avatar>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={700} id={`${id}-name`}>
            {bundle.Name}
          </Text>
          <Text size="sm" c="dimmed">
            {periodText(t, bundle.ExpirationPeriod)}
          </Text>
          {meta.description && <Text size="sm">{meta.description}</Text>}
        </Stack>
        <Text fw={700}>${bundle.Price.toFixed(2)}</Text>
        <Checkbox
          aria-label={t('select', { name: bundle.Name })}
          checked={isChecked}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      </Group>
    </Card>
  );
}
