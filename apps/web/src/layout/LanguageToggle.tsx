import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n';
import { type Lang, setLang } from '../session/storage';

const options = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/** Switches the interface language and remembers the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const change = (value: string) => {
    const lang: Lang = value === 'zh' ? 'zh' : 'en';
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
