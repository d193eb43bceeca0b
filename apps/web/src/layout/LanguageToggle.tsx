import type { Language } from '@quanta/validators';
import { useTranslation } from 'react-i18next';
import { changeLanguage, preloadLanguage } from '../i18n';
import { setLang } from '../session/storage';
import classes from './LanguageToggle.module.css';

const options: { value: Language; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/** Switches the interface language (once its table has loaded) and remembers the choice. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const current: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const change = (lang: Language) => {
    if (lang === current) return;
    setLang(lang);
    void changeLanguage(lang).catch(() => undefined);
  };
  // The other language's table downloads when the pointer or focus reaches the control, before the click.
  const preload = () => preloadLanguage(current === 'zh' ? 'en' : 'zh');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a fieldset of form inputs
    <div
      role="group"
      aria-label={t('nav.language')}
      className={classes.root}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.value}
          aria-pressed={option.value === current}
          className={classes.option}
          onClick={() => change(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
