import type { Language } from '@quanta/validators';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, preloadLanguage } from '../i18n';
import { setLang } from '../session/storage';
import classes from './LanguageToggle.module.css';

const options: { value: Language; label: string }[] = [
  { value: 'en', label: 'EN' },
  { value: 'zh', label: '中文' },
];

/**
 * Switches the interface language (once its table has loaded) and remembers the choice. Each option is a
 * link to the page in its language (`?lang=`): on a page the server rendered it works before the scripts
 * have run; once they have, a click switches in place (and the address's `lang`, if it names one, follows).
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const router = useRouter();
  const current: Language = i18n.language === 'zh' ? 'zh' : 'en';
  const change = (event: MouseEvent<HTMLAnchorElement>, lang: Language) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (lang === current) return;
    setLang(lang);
    const url = new URL(window.location.href);
    if (url.searchParams.has('lang')) {
      url.searchParams.set('lang', lang);
      router.history.replace(url.pathname + url.search + url.hash);
    }
    void changeLanguage(lang).catch(() => undefined);
  };
  // The other language's table downloads when the pointer or focus reaches the control, before the click.
  const preload = () => preloadLanguage(current === 'zh' ? 'en' : 'zh');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of language links, not a fieldset of form inputs
    <div
      role="group"
      aria-label={t('nav.language')}
      className={classes.root}
      onPointerEnter={preload}
      onFocus={preload}
    >
      {options.map((option) => (
        <a
          key={option.value}
          href={`?lang=${option.value}`}
          lang={option.value}
          hrefLang={option.value}
          aria-current={option.value === current ? 'true' : undefined}
          className={classes.option}
          onClick={(event) => change(event, option.value)}
        >
          {option.label}
        </a>
      ))}
    </div>
  );
}
