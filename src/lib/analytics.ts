/** Analytics events of the spec (e.g. the intro video watched), carried as DOM events. */
export const ANALYTICS_EVENT = 'lab-portal:analytics';

export interface AnalyticsEvent {
  name: 'video-watched';
  lab: string;
}

/**
 * Sends an analytics event. The portal ships no tracker: a deployment's analytics script (or a
 * test) listens for `lab-portal:analytics` on window; with none, nothing leaves the device.
 */
export function track(event: AnalyticsEvent): void {
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_EVENT, { detail: event }));
}
