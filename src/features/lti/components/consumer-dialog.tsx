import { useState } from 'react';
import { Button, Checkbox, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import {
  LTI_CONSUMER_KEY_PATTERN,
  type LtiConsumer,
  type LtiInstitution,
} from '@common/schemas/lti';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useLtiTranslation } from './use-lti-translation';

export interface ConsumerForm {
  institutionId: number;
  consumerKey: string;
  isActive: boolean;
  autoprovision: boolean;
  regenerateSecret: boolean;
}

/** Add or edit an LMS connection: institution (on add), key, active, automatic accounts. */
export function ConsumerDialog(props: {
  consumer?: LtiConsumer;
  institutions: readonly LtiInstitution[];
  isBusy: boolean;
  onSave: (form: ConsumerForm) => void;
  onClose: () => void;
}) {
  const { t } = useLtiTranslation();
  const { consumer } = props;
  const [form, setForm] = useState<ConsumerForm>({
    institutionId: consumer?.institutionId ?? props.institutions[0]?.id ?? 0,
    consumerKey: consumer?.consumerKey ?? '',
    isActive: consumer ? consumer.status === 'Active' : true,
    autoprovision: consumer?.autoprovision ?? false,
    regenerateSecret: false,
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const key = form.consumerKey.trim();
  // A new connection may leave the key empty (the server makes one); an edit keeps one.
  const keyError =
    (key === '' && !consumer) || LTI_CONSUMER_KEY_PATTERN.test(key)
      ? undefined
      : t('dialog.keyInvalid');

  const submit = () => {
    setSubmitted(true);
    if (keyError) return;
    props.onSave({ ...form, consumerKey: key });
  };

  return (
    <Dialog
      title={t(consumer ? 'dialog.editTitle' : 'dialog.addTitle')}
      size="lg"
      onClose={props.onClose}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack>
          {consumer ? null : (
            <Select
              label={t('dialog.institution')}
              data={props.institutions.map((i) => ({ value: String(i.id), label: i.name }))}
              value={String(form.institutionId)}
              onChange={(value) =>
                value && setForm((f) => ({ ...f, institutionId: Number(value) }))
              }
              allowDeselect={false}
              required
            />
          )}
          <TextInput
            label={t('dialog.key')}
            description={consumer ? undefined : t('dialog.keyHint')}
            value={form.consumerKey}
            onChange={(event) => {
              const { value } = event.currentTarget;
              setForm((f) => ({ ...f, consumerKey: value }));
            }}
            error={isSubmitted ? keyError : undefined}
            maxLength={64}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
          />
          <Switch
            label={t('dialog.active')}
            description={t('dialog.activeHint')}
            checked={form.isActive}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setForm((f) => ({ ...f, isActive: checked }));
            }}
          />
          <Switch
            label={t('dialog.autoprovision')}
            description={t('dialog.autoprovisionHint')}
            checked={form.autoprovision}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setForm((f) => ({ ...f, autoprovision: checked }));
            }}
          />
          {consumer ? (
            <Checkbox
              label={t('dialog.regenerate')}
              description={t('dialog.regenerateHint')}
              checked={form.regenerateSecret}
              onChange={(event) => {
                const { checked } = event.currentTarget;
                setForm((f) => ({ ...f, regenerateSecret: checked }));
              }}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('dialog.cancel')}
            </Button>
            <OnlineButton type="submit" loading={props.isBusy}>
              {t('dialog.save')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
