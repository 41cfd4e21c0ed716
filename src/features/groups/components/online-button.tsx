import type { ComponentPropsWithoutRef } from 'react';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { useOnline } from '@/lib/use-online';
import { useGroupsTranslation } from './use-groups-translation';

type OnlineButtonProps = ButtonProps & Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps>;

/**
 * A button for an action that needs the server. Offline it stays focusable but does nothing, and
 * says why (tooltip and description), so nothing is silently lost.
 */
export function OnlineButton({ onClick, disabled, ...props }: OnlineButtonProps) {
  const isOnline = useOnline();
  const { t } = useGroupsTranslation();
  if (isOnline) return <Button {...props} disabled={disabled} onClick={onClick} />;
  return (
    <Tooltip label={t('offline.reason')}>
      <Button
        {...props}
        data-disabled
        aria-disabled
        aria-description={t('offline.reason')}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}
