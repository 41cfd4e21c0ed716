import { notifications } from '@mantine/notifications';

/** Toasts appear at the top right (spec 1 §8). */
export function toastSuccess(message: string) {
  notifications.show({ color: 'teal', message });
}

export function toastError(message: string) {
  notifications.show({ color: 'red', message, autoClose: false });
}
