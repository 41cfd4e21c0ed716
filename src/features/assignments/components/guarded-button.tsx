import type { ComponentPropsWithoutRef } from 'react';
import { Button, Tooltip, type ButtonProps } from '@mantine/core';
import { OnlineButton } from '@/components/online-button';

type GuardedButtonProps = ButtonProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps> & {
    /** Why the action is not allowed now (proxy mode): shown, and the click does nothing. */
    blockedReason?: string;
  };

/**
 * A button for a server action: offline it says it needs a connection (OnlineButton); when
 * `blockedReason` is given it stays focusable, does nothing and says why, like the offline case.
 */
export function GuardedButton({ blockedReason, ...props }: GuardedButtonProps) {
  if (!blockedReason) return <OnlineButton {...props} />;
  return (
    <Tooltip label={blockedReason}>
      <Button
        {...props}
        data-disabled
        aria-disabled
        aria-description={blockedReason}
        onClick={(event) => event.preventDefault()}
      />
    </Tooltip>
  );
}
