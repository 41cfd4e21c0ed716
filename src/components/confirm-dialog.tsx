import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from './dialog';
import { OnlineButton } from './online-button';

interface ConfirmDialogProps {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  color?: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Delete X?" and the like, with Cancel first and focused, so Enter on it does not confirm. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog onClose={props.onClose} title={props.title}>
      <Stack>
        <Text>{props.text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <OnlineButton color={props.color} loading={props.isBusy} onClick={props.onConfirm}>
            {props.confirmLabel}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
