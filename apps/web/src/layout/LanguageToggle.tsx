import { SegmentedControl } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { changeLanguage, preloadLanguage } from '../i18n';
import { setLang } from '../session/storage';

const options = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/** Switches the interface language (once its table has loaded) and remembers the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const change = (value: string) => {
    const lang: Language = value === 'zh' ? 'zh' : 'en';
    setLang(lang);
    void changeLanguage(lang).catch(() => undefined);
  };
  const current: Language = i18n.language === 'zh' ? 'zh' : 'en';
  // The other language's table downloads when the pointer or focus reaches the control, before the click.
  const preload = () => preloadLanguage(current === 'zh' ? 'en' : 'zh');
  return (
    <SegmentedControl
      onPointerEnter={preload}
      onFocus={preload}
      size="xs"
      aria-label={t('nav.language')}
      data={options}
      value={current}
      onChange={change}
    />
  );
}
