import { useState } from 'react';
import { Button, Group, Stack, TagsInput, TextInput } from '@mantine/core';
import {
  RESELLER_DOMAINS_MAX,
  resellerBodySchema,
  type AdminReseller,
  type ResellerBody,
} from '@common/schemas/admin';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useAdminTranslation } from './use-admin-translation';

/** Add or edit a reseller: name, sub-domains (lower case, one label each), logo and spinner. */
export function ResellerDialog(props: {
  reseller?: AdminReseller;
  isBusy: boolean;
  onSave: (body: ResellerBody) => void;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const { reseller } = props;
  const [body, setBody] = useState<Required<ResellerBody>>({
    name: reseller?.name ?? '',
    domains: reseller?.domains ?? [],
    logoUrl: reseller?.logoUrl ?? '',
    spinnerUrl: reseller?.spinnerUrl ?? '',
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const parsed = resellerBodySchema.safeParse(body);
  const problemAt = (field: keyof ResellerBody) =>
    isSubmitted && !parsed.success && parsed.error.issues.some((i) => i.path[0] === field);

  return (
    <Dialog
      title={t(reseller ? 'resellers.dialog.editTitle' : 'resellers.dialog.addTitle')}
      size="lg"
      onClose={props.onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(true);
          if (parsed.success) props.onSave(body);
        }}
      >
        <Stack>
          <TextInput
            label={t('resellers.dialog.name')}
            value={body.name}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setBody((b) => ({ ...b, name: value }));
            }}
            error={problemAt('name') ? t('resellers.dialog.nameRequired') : undefined}
            maxLength={200}
            required
            data-autofocus
          />
          <TagsInput
            label={t('resellers.dialog.domains')}
            description={t('resellers.dialog.domainsHint')}
            value={body.domains}
            onChange={(domains) =>
              setBody((b) => ({ ...b, domains: domains.map((d) => d.trim().toLowerCase()) }))
            }
            maxTags={RESELLER_DOMAINS_MAX}
            splitChars={[',', ' ']}
            acceptValueOnBlur
            error={problemAt('domains') ? t('resellers.dialog.domainInvalid') : undefined}
          />
          <TextInput
            label={t('resellers.dialog.logoUrl')}
            description={t('resellers.dialog.imageHint')}
            value={body.logoUrl ?? ''}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setBody((b) => ({ ...b, logoUrl: value }));
            }}
            error={problemAt('logoUrl') ? t('resellers.dialog.imageInvalid') : undefined}
            maxLength={500}
          />
          <TextInput
            label={t('resellers.dialog.spinnerUrl')}
            description={t('resellers.dialog.imageHint')}
            value={body.spinnerUrl ?? ''}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setBody((b) => ({ ...b, spinnerUrl: value }));
            }}
            error={problemAt('spinnerUrl') ? t('resellers.dialog.imageInvalid') : undefined}
            maxLength={500}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('cancel')}
            </Button>
            <OnlineButton type="submit" loading={props.isBusy}>
              {t('save')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
