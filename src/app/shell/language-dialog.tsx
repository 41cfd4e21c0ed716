import { useState } from 'react';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  deleteCookie,
  getCookie,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  setCookie,
} from '@/lib/cookies';
import {
  changeLanguage,
  isLanguage,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  resolveLanguage,
  type LanguageChoice,
} from '@/lib/i18n';

function currentChoice(): LanguageChoice {
  const saved = getCookie(LANGUAGE_COOKIE);
  return isLanguage(saved) ? saved : 'system';
}

/**
 * Change language popup with Cancel and Done (spec 1 §2). The choice goes to the `lab_language`
 * cookie for 30 days, which the sign-in pages read too; System default removes it.
 */
export function LanguageDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [choice, setChoice] = useState<LanguageChoice>(currentChoice);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      if (choice === 'system') deleteCookie(LANGUAGE_COOKIE);
      else setCookie(LANGUAGE_COOKIE, choice, { days: LANGUAGE_COOKIE_DAYS });
      await changeLanguage(
        i18n,
        choice === 'system' ? resolveLanguage(undefined, navigator.languages) : choice,
      );
      // i18n.t, not t: the toast speaks the language just chosen.
      notifications.show({ color: 'teal', message: i18n.t('language.saved') });
      onClose();
    } catch (error) {
      console.warn('[i18n] language change failed:', error);
      notifications.show({ color: 'red', message: t('language.failed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('language.title')}>
      <Stack gap="lg">
        <Radio.Group
          value={choice}
          onChange={(value) => setChoice(isLanguage(value) ? value : 'system')}
          label={t('language.label')}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="system" label={t('language.system')} />
            {LANGUAGES.map((language) => (
              <Radio
                key={language}
                value={language}
                label={LANGUAGE_NATIVE_NAMES[language]}
                lang={language}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {t('common.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
