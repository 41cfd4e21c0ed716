import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { IconBuilding, IconCart, IconKey, IconLock } from '@/components/icons';

interface LicenseMessageProps {
  /** 'none': no license at all; 'unauthorized': the loader refused a lab (spec 1 §6). */
  variant: 'none' | 'unauthorized';
  labName?: string;
  onDismiss?: () => void;
  /** Opens license activation; without it, Activate license goes to the profile. */
  onActivate?: () => void;
}

/** The no-license and unauthorized-lab messages, with Activate, Purchase and Bulk purchase. */
export function LicenseMessage({ variant, labName, onDismiss, onActivate }: LicenseMessageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title =
    variant === 'none'
      ? t('licenses.none.title')
      : t('licenses.unauthorized.title', { lab: labName ?? '' });
  const text = variant === 'none' ? t('licenses.none.text') : t('licenses.unauthorized.text');
  return (
    <Alert
      variant="light"
      color={variant === 'none' ? 'cyan' : 'orange'}
      icon={<IconLock />}
      title={title}
      withCloseButton={Boolean(onDismiss)}
      onClose={onDismiss}
      closeButtonLabel={t('common.dismiss')}
      mb="lg"
      role={variant === 'unauthorized' ? 'alert' : 'region'}
      aria-label={variant === 'none' ? title : undefined}
    >
      <Stack gap="md">
        <Text>{text}</Text>
        <Group gap="sm">
          {/* Buttons, as the spec names them. */}
          <Button
            onClick={onActivate ?? (() => void navigate({ to: '/profile' }))}
            leftSection={<IconKey size={18} />}
          >
            {t('licenses.activate')}
          </Button>
          <Button
            onClick={() => void navigate({ to: '/purchase' })}
            variant="light"
            leftSection={<IconCart size={18} />}
          >
            {t('licenses.purchase')}
          </Button>
          <Button
            onClick={() => void navigate({ to: '/purchase', search: { batch: 1 } })}
            variant="default"
            leftSection={<IconBuilding size={18} />}
          >
            {t('licenses.bulkPurchase')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
