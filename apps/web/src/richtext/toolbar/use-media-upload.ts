import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadError, uploadErrorText, uploadFile } from '../../session/upload';
import { notifyError } from '../../ui/notify';
import { $createImageNode } from '../nodes/ImageNode';
import { $createVideoNode } from '../nodes/VideoNode';
import { type MediaKind, matchesKind } from '../upload';
import { $insertAtSelection } from './actions';

/** Uploads a picture or a video and puts it at the caret; tells the user when the server refuses it. */
export function useMediaUpload() {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();
  const [busy, setBusy] = useState<MediaKind | null>(null);

  const failure = (error: unknown) =>
    error instanceof UploadError ? uploadErrorText(t, error) : t('richtext.upload.failed');

  const upload = async (file: Blob, kind: MediaKind, options: { width?: number; height?: number } = {}) => {
    if (!matchesKind(file, kind)) {
      notifyError(t(kind === 'image' ? 'richtext.upload.wrongImage' : 'richtext.upload.wrongVideo'));
      return false;
    }
    setBusy(kind);
    try {
      const path = await uploadFile(file, kind, kind === 'image' ? 'drawing.png' : 'video');
      editor.update(() => {
        const alt = file instanceof File ? file.name.replace(/\.[^.]+$/, '') : '';
        $insertAtSelection([
          kind === 'image' ? $createImageNode(path, alt, options.width, options.height) : $createVideoNode(path),
        ]);
      });
      return true;
    } catch (error) {
      notifyError(failure(error));
      return false;
    } finally {
      setBusy(null);
    }
  };

  return { upload, busy };
}
