import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  CLEARED,
  checkDates,
  dateWindow,
  fromDateTimeInput,
  isDateCleared,
  selectDateAndTime,
  toDateTimeInput,
  type DateField,
  type DateProblem,
} from '@common/domain/assessment-dates';
import type { Assessment } from '@common/schemas/worksheets';
import { Dialog } from '@/components/dialog';
import { ApiError } from '@/lib/api-client';
import { useUpdateAssessmentDates } from '../api/update-assessment-dates';
import { toastSuccess } from './feedback';
import { GuardedButton } from './guarded-button';
import { useAssignmentsTranslation } from './use-assignments-translation';

interface DatesDialogProps {
  assessment: Assessment;
  /** The field the user came from (it gets the focus). */
  field: DateField;
  /** The field's 'select date and time' was used in the table: start it at today. */
  selectToday: boolean;
  blockedReason?: string;
  onClose: () => void;
}

/** A date input's state: set (with the typed text, null seconds while incomplete) or missing. */
interface FieldState {
  isSet: boolean;
  text: string;
  seconds: number | null;
}

const fromSeconds = (field: DateField, seconds: number): FieldState =>
  isDateCleared(field, seconds)
    ? { isSet: false, text: '', seconds: CLEARED[field] }
    : { isSet: true, text: toDateTimeInput(seconds), seconds };

const valueOf = (field: DateField, state: FieldState) =>
  state.isSet ? state.seconds : CLEARED[field];

/**
 * Spec 3 §4 "Setting a date" and §5 "Date inputs": each date is set with 'select date and time'
 * (start of today, end of today) and then a date-time input, or cleared (start 0, end no end);
 * start <= end within two years of now; saved with PUT assessments/{id}.
 */
export function DatesDialog(props: DatesDialogProps) {
  const { t } = useAssignmentsTranslation();
  const update = useUpdateAssessmentDates();
  const [now] = useState(() => new Date());
  const [fields, setFields] = useState<Record<DateField, FieldState>>(() => {
    const initial = {
      start: fromSeconds('start', props.assessment.startdate),
      end: fromSeconds('end', props.assessment.enddate),
    };
    if (props.selectToday) {
      initial[props.field] = fromSeconds(props.field, selectDateAndTime(props.field, now));
    }
    return initial;
  });
  const [lastChanged, setLastChanged] = useState<DateField>(props.field);
  const [focusTarget, setFocusTarget] = useState<DateField | null>(null);

  const start = valueOf('start', fields.start);
  const end = valueOf('end', fields.end);
  const problems: Partial<Record<DateField, DateProblem | 'required'>> =
    start === null || end === null
      ? {
          ...(start === null ? { start: 'required' as const } : {}),
          ...(end === null ? { end: 'required' as const } : {}),
        }
      : checkDates({ start, end }, lastChanged, now);
  const isChanged = start !== props.assessment.startdate || end !== props.assessment.enddate;
  const canSave = start !== null && end !== null && Object.keys(problems).length === 0 && isChanged;
  const limits = dateWindow(now);

  const change = (field: DateField, next: FieldState) => {
    setFields((previous) => ({ ...previous, [field]: next }));
    setLastChanged(field);
    update.reset();
  };

  const save = () => {
    if (!canSave || start === null || end === null) return;
    update.mutate(
      { assessment: props.assessment, startdate: start, enddate: end },
      {
        onSuccess: () => {
          toastSuccess(t('dates.saved', { name: props.assessment.name }));
          props.onClose();
        },
      },
    );
  };

  const fieldset = (field: DateField) => (
    <DateFieldset
      key={field}
      field={field}
      state={fields[field]}
      problem={problems[field]}
      min={toDateTimeInput(limits.min)}
      max={toDateTimeInput(limits.max)}
      autoFocus={field === props.field}
      focusRequest={focusTarget === field}
      onFocused={() => setFocusTarget(null)}
      onSelectToday={() => {
        change(field, fromSeconds(field, selectDateAndTime(field, new Date())));
        setFocusTarget(field);
      }}
      onClear={() => {
        change(field, { isSet: false, text: '', seconds: CLEARED[field] });
        setFocusTarget(field);
      }}
      onTextChange={(text) =>
        change(field, { isSet: true, text, seconds: fromDateTimeInput(text) })
      }
    />
  );

  return (
    <Dialog title={t('dates.title', { name: props.assessment.name })} onClose={props.onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="md">
          {fieldset('start')}
          {fieldset('end')}
          {update.error ? (
            <Alert color="red" variant="light" role="alert">
              {failureReason(update.error)
                ? t('dates.failedReason', { reason: failureReason(update.error) })
                : t('dates.failed')}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('dates.cancel')}
            </Button>
            <GuardedButton
              type="submit"
              blockedReason={props.blockedReason}
              disabled={!canSave}
              loading={update.isPending}
            >
              {t('dates.save')}
            </GuardedButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** A 400 carries the service's reason (spec 1 §7); anything else says only that it failed. */
function failureReason(error: Error): string | undefined {
  const body = error instanceof ApiError && error.status === 400 ? error.body : undefined;
  return body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
    ? body.message
    : undefined;
}

interface DateFieldsetProps {
  field: DateField;
  state: FieldState;
  problem: DateProblem | 'required' | undefined;
  min: string;
  max: string;
  autoFocus: boolean;
  /** Move the focus into this fieldset (after 'select date and time' or Clear). */
  focusRequest: boolean;
  onFocused: () => void;
  onSelectToday: () => void;
  onClear: () => void;
  onTextChange: (text: string) => void;
}

function DateFieldset(props: DateFieldsetProps) {
  const { t } = useAssignmentsTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const { focusRequest, onFocused, state } = props;
  useEffect(() => {
    if (!focusRequest) return;
    (state.isSet ? inputRef.current : selectRef.current)?.focus();
    onFocused();
  }, [focusRequest, onFocused, state.isSet]);

  const legend = t(props.field === 'start' ? 'dates.availableAfter' : 'dates.dueDate');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={600} mb={4}>
        {legend}
      </Text>
      {state.isSet ? (
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            ref={inputRef}
            type="datetime-local"
            aria-label={legend}
            data-autofocus={props.autoFocus || undefined}
            min={props.min}
            max={props.max}
            step={60}
            value={state.text}
            error={props.problem ? t(`dates.${props.problem}`) : undefined}
            onChange={(event) => props.onTextChange(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            aria-label={t(props.field === 'start' ? 'dates.clearStart' : 'dates.clearEnd')}
            onClick={props.onClear}
          >
            {t('dates.clear')}
          </Button>
        </Group>
      ) : (
        <Group gap="sm">
          <Button
            ref={selectRef}
            variant="light"
            data-autofocus={props.autoFocus || undefined}
            onClick={props.onSelectToday}
          >
            {t('dates.selectDateAndTime')}
          </Button>
          <Text size="sm" c="dimmed">
            {t(props.field === 'start' ? 'dates.notSet' : 'dates.noEnd')}
          </Text>
        </Group>
      )}
    </fieldset>
  );
}
