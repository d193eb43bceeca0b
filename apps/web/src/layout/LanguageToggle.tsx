import { SegmentedControl } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { setLang } from '../session/storage';

const options = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/** Switches the interface language and remembers the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const change = (value: string) => {
    const lang: Language = value === 'zh' ? 'zh' : 'en';
    setLang(lang);
    void changeLanguage(lang);
  };
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('nav.language')}
      data={options}
      value={i18n.language === 'zh' ? 'zh' : 'en'}
      onChange={change}
    />
  );
}
