import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $dfs } from '@lexical/utils';
import { $getRoot, $isElementNode, $isTextNode, type ElementNode } from 'lexical';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMath } from '../formulas';
import { hasMath } from '../math';

/** The typed text of each block (formulas already turned into math nodes are left out). */
function $blockTexts(): string[] {
  const blocks: string[] = [];
  for (const { node } of $dfs($getRoot())) {
    if (!$isElementNode(node) || node.isInline()) continue;
    const texts = (node as ElementNode).getChildren().filter($isTextNode);
    if (texts.length) blocks.push(texts.map((t) => t.getTextContent()).join(''));
  }
  return blocks;
}

/** Under the editor, a typeset preview of the `$…$` / `\(…\)` formulas being typed, 300 ms after typing stops. */
export function MathPreviewPlugin({ delay = 300 }: { delay?: number }) {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();
  const [html, setHtml] = useState<string[]>([]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => {
      const blocks = editor.read(() => $blockTexts()).filter(hasMath);
      setHtml(blocks.map(renderMath));
    };
    update();
    const off = editor.registerTextContentListener(() => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(update, delay);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [editor, delay]);

  if (html.length === 0) return null;
  return (
    <section className="qx-editor-preview qx-rich" aria-label={t('richtext.preview')} aria-live="polite">
      {html.map((block, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMath escapes text and adds only KaTeX markup.
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks have no identity of their own.
        <div key={i} dangerouslySetInnerHTML={{ __html: block }} />
      ))}
    </section>
  );
}
