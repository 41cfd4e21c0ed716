import { createFileRoute } from '@tanstack/react-router';
import { KeptEmailsPage } from '@/features/admin/components/kept-emails-page';

/** /admin/emails: the e-mails kept when no SMTP server is configured. */
export const Route = createFileRoute('/_app/_shell/_admin/admin/emails')({
  component: KeptEmailsPage,
});
