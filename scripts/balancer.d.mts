import type { IncomingHttpHeaders } from 'node:http';

export const haproxyCommand: string;
export function haproxyConfig(options: { port: number; servers: number[] }): string;
export function haproxyEnvironment(
  tls?: { pemFile: string; port: number } | null,
): Record<string, string>;
export function selfSignedCertificate(dir: string): { pemFile: string; caFile: string };
export function httpsGet(
  url: string,
  ca: string | Buffer,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>;
