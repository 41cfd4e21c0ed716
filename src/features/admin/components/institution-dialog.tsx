import { useState } from 'react';
import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  INSTITUTION_TYPES,
  institutionBodySchema,
  type AdminInstitution,
  type InstitutionBody,
} from '@common/schemas/admin';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useInstitutionOptions } from '../api/get-institution-options';
import { useInstitutions } from '../api/get-institutions';
import { useAdminTranslation } from './use-admin-translation';

interface Form {
  name: string;
  url: string;
  type: (typeof INSTITUTION_TYPES)[number];
  level: string;
  city: string;
  parentId: string | null;
  regionId: string | null;
  countryId: string | null;
  stateId: string | null;
}

const idOrNull = (value: string | null) => (value ? Number(value) : null);
const asText = (value: number | null) => (value === null ? null : String(value));
const isKnownType = (type: string): type is Form['type'] =>
  (INSTITUTION_TYPES as readonly string[]).includes(type);

/** Add or edit an institution: name, web site, type, level, parent, city, country, state, region. */
export function InstitutionDialog(props: {
  institution?: AdminInstitution;
  isBusy: boolean;
  onSave: (body: InstitutionBody) => void;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  const { institution } = props;
  const [form, setForm] = useState<Form>({
    name: institution?.name ?? '',
    url: institution?.url ?? '',
    type: institution && isKnownType(institution.type) ? institution.type : 'school',
    level: institution?.level ?? '',
    city: institution?.city ?? '',
    parentId: asText(institution?.parentId ?? null),
    regionId: asText(institution?.regionId ?? null),
    countryId: asText(institution?.countryId ?? null),
    stateId: asText(institution?.stateId ?? null),
  });
  const [isSubmitted, setSubmitted] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const options = useInstitutionOptions().data;
  const [parentSearch, setParentSearch] = useState(institution?.parentName ?? '');
  const [parentQ] = useDebouncedValue(parentSearch.trim(), 300);
  const parents = useInstitutions({ offset: 0, limit: 50, q: parentQ || undefined }).data;
  const parentData = [
    ...(institution?.parentId && institution.parentName
      ? [{ value: String(institution.parentId), label: institution.parentName }]
      : []),
    ...(parents?.rows ?? [])
      .filter((p) => p.id !== institution?.id && p.id !== institution?.parentId)
      .map((p) => ({ value: String(p.id), label: p.name })),
  ];
  const states = (options?.states ?? []).filter(
    (s) => form.countryId === null || s.countryId === Number(form.countryId),
  );

  const body: InstitutionBody = {
    name: form.name,
    url: form.url,
    type: form.type,
    level: form.level,
    city: form.city,
    parentId: idOrNull(form.parentId),
    regionId: idOrNull(form.regionId),
    countryId: idOrNull(form.countryId),
    stateId: idOrNull(form.stateId),
  };
  const parsed = institutionBodySchema.safeParse(body);
  const problemAt = (field: keyof Form) =>
    parsed.success ? false : parsed.error.issues.some((issue) => issue.path[0] === field);
  const nameError =
    isSubmitted && problemAt('name') ? t('institutions.dialog.nameRequired') : undefined;
  const urlError =
    isSubmitted && problemAt('url') ? t('institutions.dialog.urlInvalid') : undefined;

  return (
    <Dialog
      title={t(institution ? 'institutions.dialog.editTitle' : 'institutions.dialog.addTitle')}
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
            label={t('institutions.dialog.name')}
            value={form.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={nameError}
            maxLength={200}
            required
            data-autofocus
          />
          <TextInput
            label={t('institutions.dialog.url')}
            type="url"
            value={form.url}
            onChange={(event) => set('url', event.currentTarget.value)}
            error={urlError}
            maxLength={500}
            placeholder="https://"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('institutions.dialog.type')}
              data={INSTITUTION_TYPES.map((type) => ({
                value: type,
                label: t(`institutions.types.${type}`),
              }))}
              value={form.type}
              onChange={(value) => value && isKnownType(value) && set('type', value)}
              allowDeselect={false}
            />
            <TextInput
              label={t('institutions.dialog.level')}
              description={t('institutions.dialog.levelHint')}
              value={form.level}
              onChange={(event) => set('level', event.currentTarget.value)}
              maxLength={100}
            />
          </SimpleGrid>
          <Select
            label={t('institutions.dialog.parent')}
            description={t('institutions.dialog.parentHint')}
            data={parentData}
            value={form.parentId}
            onChange={(value) => set('parentId', value)}
            searchable
            searchValue={parentSearch}
            onSearchChange={setParentSearch}
            clearable
            filter={({ options: all }) => all}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('institutions.dialog.city')}
              value={form.city}
              onChange={(event) => set('city', event.currentTarget.value)}
              maxLength={100}
            />
            <Select
              label={t('institutions.dialog.country')}
              data={(options?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              value={form.countryId}
              onChange={(value) => setForm((f) => ({ ...f, countryId: value, stateId: null }))}
              searchable
              clearable
            />
            <Select
              label={t('institutions.dialog.state')}
              data={states.map((s) => ({ value: String(s.id), label: s.name }))}
              value={form.stateId}
              onChange={(value) => set('stateId', value)}
              searchable
              clearable
            />
            <Select
              label={t('institutions.dialog.region')}
              data={(options?.regions ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              value={form.regionId}
              onChange={(value) => set('regionId', value)}
              searchable
              clearable
            />
          </SimpleGrid>
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
