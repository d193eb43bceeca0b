import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { mergeRegister } from '@lexical/utils';
import { CLICK_COMMAND, COMMAND_PRIORITY_LOW, type NodeKey } from 'lexical';
import { type RefObject, useEffect } from 'react';

/** Click selects a decorator (so Delete removes it); answers whether it is selected now. */
export function useSelectable(nodeKey: NodeKey, ref: RefObject<HTMLElement | null>): boolean {
  const [editor] = useLexicalComposerContext();
  const [isSelected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  useEffect(
    () =>
      mergeRegister(
        editor.registerCommand(
          CLICK_COMMAND,
          (event) => {
            if (!ref.current?.contains(event.target as Node)) return false;
            if (!event.shiftKey) clearSelection();
            setSelected(true);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, ref, setSelected, clearSelection],
  );
  return isSelected;
}
