import { classStreamLimits } from '@quanta/validators';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadErrorText, uploadFile } from '../session/upload';

/** A file the composer has stored: its path and the name it is attached under. */
export interface ChosenFile {
  path: string;
  name: string;
}

/** The composer's files: each chosen file is uploaded as a document at once; refusals are reported by name. */
export function usePostFiles() {
  const { t } = useTranslation();
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const add = async (chosen: File[]) => {
    setError(null);
    const room = classStreamLimits.filesMax - files.length;
    if (chosen.length > room) setError(t('classStream.compose.tooManyFiles', { max: classStreamLimits.filesMax }));
    const taken = chosen.slice(0, Math.max(0, room));
    setUploading((n) => n + taken.length);
    for (const file of taken) {
      try {
        const path = await uploadFile(file, 'document');
        setFiles((list) => [...list, { path, name: file.name }]);
      } catch (err) {
        setError(`${file.name}: ${uploadErrorText(t, err)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };
  const remove = (path: string) => setFiles((list) => list.filter((f) => f.path !== path));
  const clear = () => {
    setFiles([]);
    setError(null);
  };
  return { files, uploading: uploading > 0, error, add, remove, clear };
}
