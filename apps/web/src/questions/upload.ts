import { type MessageKey, messages } from '@quanta/validators';
import type { TFunction } from 'i18next';
import { UploadError } from '../richtext/upload';

export { uploadFile } from '../richtext/upload';

/** An upload failure in the interface language where the message has no values to fill in. */
export function uploadErrorText(t: TFunction, error: unknown): string {
  if (error instanceof UploadError) {
    const key = error.key;
    if (key && !messages[key].includes('{')) return t(`messages.${key as MessageKey}`);
    return error.message;
  }
  return error instanceof Error ? error.message : t('messages.internalError');
}

/** §5: the batch import takes only Excel workbooks. */
export const isExcelFile = (file: File) => /\.xlsx$/i.test(file.name);
