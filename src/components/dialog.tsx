import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: number | string;
  /** False for a message the user must answer (no close button, Escape or outside click). */
  isDismissible?: boolean;
}

/** A Mantine modal whose header is no banner landmark and whose close button has a name. */
export function Dialog({ title, onClose, children, size, isDismissible = true }: DialogProps) {
  const { t } = useTranslation();
  return (
    <Modal.Root
      opened
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
