import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { type Language, languages } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from './use-ui-language';

type SelectProps = Omit<NativeSelectProps, 'data' | 'onChange' | 'value'>;

/** Each language by its own name, the same in every interface language. */
const languageNames: Record<Language, string> = { en: 'English', zh: '中文' };

/** A list's language filter: it follows the interface language until the user picks one. */
export function useLanguageFilter(): [Language, (lang: Language) => void] {
  const uiLanguage = useUiLanguage();
  const [picked, setPicked] = useState<Language | null>(null);
  return [picked ?? uiLanguage, setPicked];
}

/**
 * English or Chinese as a native select, labelled "Language"; `withAll` adds "All languages" (value `''`)
 * for list filters. The options are the languages' own names.
 */
export function LanguageSelect(
  props: SelectProps & { withAll: true; value: Language | ''; onChange: (value: Language | '') => void },
): React.JSX.Element;
export function LanguageSelect(
  props: SelectProps & { withAll?: false; value: Language; onChange: (value: Language) => void },
): React.JSX.Element;
export function LanguageSelect({
  value,
  onChange,
  withAll = false,
  label,
  ...rest
}: SelectProps & { withAll?: boolean; value: Language | ''; onChange: (value: Language) => void }) {
  const { t } = useTranslation();
  const data = [
    ...(withAll ? [{ value: '', label: t('questions.allLanguages') }] : []),
    ...languages.map((lang) => ({ value: lang, label: languageNames[lang] })),
  ];
  return (
    <NativeSelect
      label={label ?? t('questions.language')}
      data={data}
      value={value}
      onChange={(event) => {
        const picked = event.currentTarget.value;
        onChange((languages as readonly string[]).includes(picked) ? (picked as Language) : ('' as Language));
      }}
      {...rest}
    />
  );
}
