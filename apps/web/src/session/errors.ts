import type { MessageKey } from '@quanta/validators';
import { TRPCClientError } from '@trpc/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';

const roleNames = new Set(['Student', 'Parent', 'Teacher']);

/** A key of the shown language's messages (its table, loaded with the page: the entry holds none of them). */
export function isMessageKey(key: unknown): key is MessageKey {
  const table = i18n.getResourceBundle(i18n.language, 'translation') as { messages?: object } | undefined;
  return typeof key === 'string' && table?.messages !== undefined && Object.hasOwn(table.messages, key);
}

/**
 * The text to show for a failed call: the server's message key translated into the current language,
 * else the server's own message.
 */
export function errorText(t: TFunction, error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = error.data as { key?: unknown; values?: Record<string, string | number> } | undefined;
    // Input validation answers `badRequest` with the field and problem (`email: must be an email address`)
    // in the message: show that detail, after the translated word where there is one.
    if (data?.key === 'badRequest') {
      return i18n.language === 'en' ? error.message : `${t('messages.badRequest')}：${error.message}`;
    }
    if (isMessageKey(data?.key)) {
      const values = { ...data?.values };
      if (typeof values.role === 'string' && roleNames.has(values.role))
        values.role = t(`roles.${values.role as 'Student'}`);
      return t(`messages.${data.key}`, values);
    }
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return t('messages.internalError');
}

export function useErrorText() {
  const { t } = useTranslation();
  return (error: unknown) => errorText(t, error);
}
