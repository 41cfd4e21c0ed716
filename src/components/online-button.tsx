import type { ComponentPropsWithoutRef } from 'react';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/lib/use-online';

type OnlineButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * A button for an action that needs the server. Offline it stays focusable but does nothing, and
 * says why (tooltip and description), so nothing is silently lost.
 */
export function OnlineButton({ onClick, disabled, ...props }: OnlineButtonProps) {
  const isOnline = useOnline();
  const { t } = useTranslation();
  if (isOnline) return <Button {...props} disabled={disabled} onClick={onClick} />;
  return (
    <Tooltip label={t('common.offlineReason')}>
      <Button
        {...props}
        data-disabled
        aria-disabled
        aria-description={t('common.offlineReason')}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}
