/** Where `npm run cluster` listens in the cluster end-to-end test (playwright.cluster.config.ts). */
export const BALANCER_PORT = Number(process.env.CLUSTER_E2E_PORT ?? 4191);
/** Instance `appN` (HAProxy's server name) listens on FIRST_INSTANCE_PORT + N - 1. */
export const FIRST_INSTANCE_PORT = BALANCER_PORT + 1;
export const INSTANCES = ['app1', 'app2'] as const;
export type Instance = (typeof INSTANCES)[number];

export const instanceUrl = (instance: Instance) =>
  `http://127.0.0.1:${FIRST_INSTANCE_PORT + INSTANCES.indexOf(instance)}`;
export const otherInstance = (instance: Instance): Instance =>
  instance === 'app1' ? 'app2' : 'app1';
