import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getNearestNodeFromDOMNode,
  $getSelection,
  $isNodeSelection,
  COMMAND_PRIORITY_LOW,
  KEY_ENTER_COMMAND,
} from 'lexical';
import { useEffect } from 'react';
import { $isMathNode, EDIT_FORMULA_COMMAND } from '../nodes/MathNode';

/** A double click on a formula, or Enter while one is selected, opens it in the formula dialog. */
export function FormulaEditPlugin() {
  const [editor] = useLexicalComposerContext();

  useEffect(() => {
    const onDoubleClick = (event: MouseEvent) => {
      const target = event.target as Node | null;
      if (!target) return;
      const key = editor.read(() => {
        const node = $getNearestNodeFromDOMNode(target);
        return $isMathNode(node) ? node.getKey() : null;
      });
      if (key) {
        event.preventDefault();
        editor.dispatchCommand(EDIT_FORMULA_COMMAND, key);
      }
    };
    let root: HTMLElement | null = null;
    return mergeRegister(
      editor.registerRootListener((next) => {
        root?.removeEventListener('dblclick', onDoubleClick);
        root = next;
        root?.addEventListener('dblclick', onDoubleClick);
      }),
      () => root?.removeEventListener('dblclick', onDoubleClick),
      editor.registerCommand(
        KEY_ENTER_COMMAND,
        (event) => {
          const selection = $getSelection();
          if (!$isNodeSelection(selection)) return false;
          const nodes = selection.getNodes();
          const only = nodes.length === 1 ? nodes[0] : null;
          if (!$isMathNode(only)) return false;
          event?.preventDefault();
          editor.dispatchCommand(EDIT_FORMULA_COMMAND, only.getKey());
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    );
  }, [editor]);

  return null;
}
