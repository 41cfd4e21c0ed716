import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { ACCESS_CODE_MAX } from '@common/schemas/groups';
import { isCallFailure, type Feedback } from '../group-rules';
import { feedbackText } from './feedback';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';
import { LimitedTextInput } from '@/components/limited-text-input';

interface JoinGroupDialogProps {
  isJoining: boolean;
  onClose: () => void;
  /** Resolves with the problem to show, or nothing when joined. */
  onJoin: (code: string) => Promise<Feedback | undefined>;
}

export function JoinGroupDialog({ isJoining, onClose, onJoin }: JoinGroupDialogProps) {
  const { t } = useGroupsTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('errors.codeRequired'));
      return;
    }
    setFailure(undefined);
    const problem = await onJoin(trimmed);
    const text = problem ? feedbackText(t, problem) : undefined;
    const isFailure = problem !== undefined && isCallFailure(problem);
    setError(isFailure ? undefined : text);
    setFailure(isFailure ? text : undefined);
  };

  return (
    <Dialog onClose={onClose} title={t('join.title')}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <LimitedTextInput
            label={t('join.code')}
            description={t('join.description')}
            required
            data-autofocus
            autoComplete="off"
            maxLength={ACCESS_CODE_MAX}
            value={code}
            error={error}
            onChange={(event) => setCode(event.currentTarget.value)}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('buttons.cancel')}
            </Button>
            <OnlineButton type="submit" loading={isJoining}>
              {t('join.submit')}
            </OnlineButton>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
