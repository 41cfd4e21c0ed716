import { createContext, useContext } from 'react';
import type { RuntimeConfig } from '@common/schemas/config';
import type { ApiClient } from './api-client';
import type { ErrorLog } from './error-log';

/** The preconfigured clients every feature may use; built once at start (src/app/bootstrap.ts). */
export interface Services {
  config: RuntimeConfig;
  api: ApiClient;
  errorLog: ErrorLog;
}

/** What an API operation needs: the client and the service base URLs. */
export type ApiContext = Pick<Services, 'api' | 'config'>;

export const ServicesContext = createContext<Services | null>(null);

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesContext>');
  return services;
}

/** Joins a service base URL and path segments, encoding each segment. */
export function serviceUrl(base: string, ...segments: Array<string | number>): string {
  const path = segments.map((segment) => encodeURIComponent(String(segment))).join('/');
  return `${base.replace(/\/+$/, '')}/${path}`;
}
