import { z } from 'zod';
import { text } from './primitives';

const pageNumber = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a whole number' })
    .int({ message: 'must be a whole number' })
    .min(min, { message: `must be ${min} or more` })
    .max(max, { message: `must be at most ${max}` })
    .default(fallback);

/** `GET /user-api/admin/audit-log?offset&limit&action` (administrators only, issue 12). */
export const auditLogQuerySchema = z.object({
  offset: pageNumber(0, 2_147_483_647, 0),
  limit: pageNumber(1, 200, 50),
  /** An action prefix: `proxy.` gives proxy.start, proxy.end and proxy.write. */
  action: text().max(100).optional(),
});

const personSchema = z.object({ userId: z.string(), username: z.string() });

export const auditLogRowSchema = z.object({
  id: z.number().int(),
  /** ISO 8601. */
  at: z.string(),
  /** The signed-in person (the support user while proxying); null once the account is gone. */
  actor: personSchema.nullable(),
  /** The user acted upon or as (the proxied user). */
  target: personSchema.nullable(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  proxySessionId: z.number().int().nullable(),
});
export type AuditLogRow = z.infer<typeof auditLogRowSchema>;

/** Newest first. */
export const auditLogPageSchema = z.object({
  total: z.number().int(),
  rows: z.array(auditLogRowSchema),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;
