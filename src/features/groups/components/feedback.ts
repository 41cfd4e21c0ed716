import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import type { Feedback } from '../group-rules';

/** Toasts appear at the top right (spec 1 §8); errors stay until closed. */
export function toastSuccess(message: string) {
  notifications.show({ color: 'teal', message });
}

export function toastError(message: string) {
  notifications.show({ color: 'red', message, autoClose: false });
}

export const feedbackText = (t: TFunction, feedback: Feedback) =>
  'key' in feedback ? t(feedback.key, feedback.values ?? {}) : feedback.text;
