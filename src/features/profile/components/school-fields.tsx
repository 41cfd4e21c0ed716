import { useEffect } from 'react';
import { NativeSelect, Text } from '@mantine/core';
import { isSelectableCountry } from '@common/domain/countries';
import { useCampuses } from '../api/get-campuses';
import { useRegions } from '../api/get-regions';
import { useSchools } from '../api/get-schools';
import { useStates } from '../api/get-states';
import { NO_STATE } from '../api/queries';
import { campusLabel, implicitCampus, showsCampusDropdown } from '../campus-rule';
import { useProfileTranslation } from '../use-profile-translation';

export interface SchoolChoice {
  country: number | null;
  state: number | null;
  school: number | null;
  campus: number | null;
}

interface SchoolFieldsProps {
  value: SchoolChoice;
  onChange: (value: SchoolChoice) => void;
  errors: { country?: string | undefined; campus?: string | undefined };
}

const toId = (value: string) => (value ? Number(value) : null);
const toValue = (id: number | null) => (id === null ? '' : String(id));

/** Country, state, school and campus dropdowns; changing one clears those below it. */
export function SchoolFields({ value, onChange, errors }: SchoolFieldsProps) {
  const { t } = useProfileTranslation();
  const regions = useRegions();
  const states = useStates(value.country);
  const hasStates = (states.data?.length ?? 0) > 0;
  // A country without states lists its schools under state 0.
  const stateForSchools = states.isSuccess && !hasStates ? NO_STATE : value.state;
  const schools = useSchools(stateForSchools, value.country);
  const campuses = useCampuses(value.school === null ? null : stateForSchools, value.school);
  const campusList = campuses.data ?? [];
  const showsCampus = showsCampusDropdown(campusList);

  // A school with only its main campus: that campus, without asking.
  const onlyCampus = campuses.isSuccess ? implicitCampus(campusList) : null;
  useEffect(() => {
    if (onlyCampus !== null && value.campus !== onlyCampus)
      onChange({ ...value, campus: onlyCampus });
  }, [onlyCampus, value, onChange]);

  const placeholder = (isLoading: boolean) => ({
    value: '',
    label: isLoading ? t('loadingChoices') : t('choose'),
  });
  const countries = (regions.data ?? []).filter((region) => isSelectableCountry(region.Id));

  return (
    <>
      <NativeSelect
        label={t('fields.country')}
        value={toValue(value.country)}
        onChange={(event) =>
          onChange({
            country: toId(event.currentTarget.value),
            state: null,
            school: null,
            campus: null,
          })
        }
        data={[
          placeholder(regions.isPending),
          ...countries.map((c) => ({ value: String(c.Id), label: c.Name })),
        ]}
        error={errors.country}
        required
      />
      {value.country !== null && hasStates ? (
        <NativeSelect
          label={t('fields.state')}
          value={toValue(value.state)}
          onChange={(event) =>
            onChange({
              ...value,
              state: toId(event.currentTarget.value),
              school: null,
              campus: null,
            })
          }
          data={[
            placeholder(states.isPending),
            ...(states.data ?? []).map((s) => ({ value: String(s.Id), label: s.Name })),
          ]}
        />
      ) : null}
      {stateForSchools !== null && value.country !== null ? (
        <NativeSelect
          label={t('fields.school')}
          value={toValue(value.school)}
          onChange={(event) =>
            onChange({ ...value, school: toId(event.currentTarget.value), campus: null })
          }
          data={[
            placeholder(schools.isPending),
            ...(schools.data ?? []).map((s) => ({ value: String(s.Id), label: s.Name })),
          ]}
        />
      ) : null}
      {value.school !== null && showsCampus ? (
        <NativeSelect
          label={t('fields.campus')}
          value={toValue(value.campus)}
          onChange={(event) => onChange({ ...value, campus: toId(event.currentTarget.value) })}
          data={[
            placeholder(campuses.isPending),
            ...campusList.map((c) => ({
              value: String(c.id),
              label: campusLabel(c, t('mainCampus')),
            })),
          ]}
          error={errors.campus}
          required
        />
      ) : null}
      {/* Without a campus dropdown the campus error stands on its own. */}
      {errors.campus && !(value.school !== null && showsCampus) ? (
        <Text c="red.8" size="sm" role="alert">
          {errors.campus}
        </Text>
      ) : null}
    </>
  );
}
