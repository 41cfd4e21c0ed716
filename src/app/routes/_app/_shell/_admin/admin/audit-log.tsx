import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '@/features/admin/components/audit-log-page';

/** /admin/audit-log: the audit log. */
export const Route = createFileRoute('/_app/_shell/_admin/admin/audit-log')({
  component: AuditLogPage,
});
