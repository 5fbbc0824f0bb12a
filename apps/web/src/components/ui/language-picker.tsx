import { Select } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n/i18n';
import { isLanguage, LANGUAGES } from '../../lib/i18n/languages';

/** Writes the `lang` cookie, so the choice survives reloads and sign-out. */
export function LanguagePicker({
  size = 'sm',
  withLabel = false,
}: {
  size?: 'xs' | 'sm';
  withLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Select
      size={size}
      label={withLabel ? t('language.label') : undefined}
      aria-label={t('language.label')}
      leftSection={<IconLanguage size={16} />}
      data={LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`) }))}
      value={isLanguage(i18n.language) ? i18n.language : 'en'}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      w={200}
    />
  );
}
