import type { Language } from '@quanta/validators';
import { useTranslation } from 'react-i18next';

/** The interface language, the default for language filters, class calls and new questions and homework. */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'zh' ? 'zh' : 'en';
}
