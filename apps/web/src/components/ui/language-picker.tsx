import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGES } from '../../lib/i18n/languages';

/**
 * Writes the `lang` cookie, so the choice survives reloads and sign-out. A native select in Mantine's input style:
 * the sign-in page carries it in its first download, and Mantine's Select with its floating layer was about 34 KB of
 * that page's 200 KB budget (decision 0185). The browser's own list is keyboard and screen-reader ready, and on a
 * phone it opens the system picker.
 */
export function LanguagePicker({
  size = 'sm',
  withLabel = false,
}: {
  size?: 'xs' | 'sm';
  withLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <NativeSelect
      size={size}
      label={withLabel ? t('language.label') : undefined}
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={16} />}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void changeLanguage(value);
      }}
      w={200}
    />
  );
}
