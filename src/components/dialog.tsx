import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  title: string;
  /** Rendered only when open by most callers; a dialog that stays mounted passes this. */
  opened?: boolean;
  onClose: () => void;
  children: ReactNode;
  size?: number | string;
  /** False for a message the user must answer (no close button, Escape or outside click). */
  isDismissible?: boolean;
}

/**
 * A Mantine modal whose header is a div (a <header> in a dialog is a second banner landmark) and
 * whose close button has a name. Every dialog of the app uses it.
 */
export function Dialog({
  title,
  opened = true,
  onClose,
  children,
  size,
  isDismissible = true,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened={opened}
      onClose={onClose}
      centered
      size={size}
      closeOnEscape={isDismissible}
      closeOnClickOutside={isDismissible}
    >
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header renderRoot={(props) => <div {...props} />}>
          <Modal.Title>{title}</Modal.Title>
          {isDismissible ? <Modal.CloseButton aria-label={t('common.close')} /> : null}
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
