import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { languages } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../session/storage';

/** The interface language, as the class calls take it. */
export function useUiLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? 'zh' : 'en';
}

/** A list's language filter: it follows the interface language until the user picks one. */
export function useLanguageFilter(): [Lang, (lang: Lang) => void] {
  const uiLang = useUiLang();
  const [picked, setPicked] = useState<Lang | null>(null);
  return [picked ?? uiLang, setPicked];
}

/** English or Chinese, labelled "Language". */
export function LanguageSelect({
  value,
  onChange,
  ...rest
}: Omit<NativeSelectProps, 'data' | 'onChange' | 'value'> & { value: Lang; onChange: (value: Lang) => void }) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      label={t('classes.fields.language')}
      data={languages.map((lang) => ({ value: lang, label: t(`classes.languages.${lang}`) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value === 'zh' ? 'zh' : 'en')}
      {...rest}
    />
  );
}
