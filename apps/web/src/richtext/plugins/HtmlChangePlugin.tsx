import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';
import { $saveHtml } from './html-value';

/**
 * Reports the document as HTML after edits, a little after typing stops, and at once when the editor
 * loses focus or closes so a save right after typing sees the last keystroke.
 */
export function HtmlChangePlugin({ onChange, delay = 150 }: { onChange: (html: string) => void; delay?: number }) {
  const [editor] = useLexicalComposerContext();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    let last: string | null = null;
    const flush = () => {
      if (timer) clearTimeout(timer);
      timer = undefined;
      if (!pending) return;
      pending = false;
      const html = editor.read(() => $saveHtml(editor));
      if (html !== last) {
        last = html;
        onChangeRef.current(html);
      }
    };
    // The loaded value is what the parent already has.
    last = editor.read(() => $saveHtml(editor));
    const offUpdate = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      pending = true;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, delay);
    });
    let rootElement: HTMLElement | null = null;
    const offRoot = editor.registerRootListener((root) => {
      rootElement?.removeEventListener('blur', flush);
      rootElement = root;
      rootElement?.addEventListener('blur', flush);
    });
    return () => {
      offUpdate();
      offRoot();
      rootElement?.removeEventListener('blur', flush);
      flush();
    };
  }, [editor, delay]);

  return null;
}
