import { $createLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { INSERT_TABLE_COMMAND } from '@lexical/table';
import {
  $createTextNode,
  $getNodeByKey,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_EDITOR,
  type NodeKey,
} from 'lexical';
import { useEffect, useState } from 'react';
import { FormulaDialog } from '../dialogs/FormulaDialog';
import { LinkDialog } from '../dialogs/LinkDialog';
import { TableDialog } from '../dialogs/TableDialog';
import { DrawingBoard } from '../drawing/DrawingBoard';
import { $createMathNode, $isMathNode, EDIT_FORMULA_COMMAND } from '../nodes/MathNode';
import { $insertAtSelection } from './actions';
import type { useMediaUpload } from './use-media-upload';

export type ToolbarDialog = 'link' | 'table' | 'formula' | 'drawing' | null;

/** The dialogs the toolbar opens, and what each does to the document when confirmed. */
export function ToolbarDialogs({
  dialog,
  setDialog,
  link,
  upload,
}: {
  dialog: ToolbarDialog;
  setDialog: (dialog: ToolbarDialog) => void;
  /** The address of the link at the caret, if any. */
  link: string | null;
  upload: ReturnType<typeof useMediaUpload>['upload'];
}) {
  const [editor] = useLexicalComposerContext();
  const [editing, setEditing] = useState<{ key: NodeKey; latex: string } | null>(null);

  useEffect(
    () =>
      editor.registerCommand(
        EDIT_FORMULA_COMMAND,
        (key) => {
          const latex = editor.read(() => {
            const node = $getNodeByKey(key);
            return $isMathNode(node) ? node.getLatex() : null;
          });
          if (latex === null) return false;
          setEditing({ key, latex });
          setDialog('formula');
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor, setDialog],
  );

  const close = () => {
    setDialog(null);
    setEditing(null);
    editor.focus();
  };

  const setLink = (url: string) => {
    editor.update(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection) && selection.isCollapsed() && !link) {
        // Nothing selected: the address itself becomes the link text.
        const node = $createLinkNode(url);
        node.append($createTextNode(url));
        $insertAtSelection([node]);
        node.selectEnd();
      } else {
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
      }
    });
    close();
  };

  return (
    <>
      <LinkDialog
        opened={dialog === 'link'}
        initial={link}
        onClose={close}
        onSubmit={setLink}
        onRemove={() => {
          editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
          close();
        }}
      />
      <TableDialog
        opened={dialog === 'table'}
        onClose={close}
        onSubmit={(rows, columns) => {
          editor.dispatchCommand(INSERT_TABLE_COMMAND, {
            rows: String(rows),
            columns: String(columns),
            includeHeaders: { rows: true, columns: false },
          });
          close();
        }}
      />
      <FormulaDialog
        opened={dialog === 'formula'}
        initial={editing?.latex ?? null}
        onClose={close}
        onSubmit={(latex) => {
          editor.update(() => {
            const node = editing ? $getNodeByKey(editing.key) : null;
            if ($isMathNode(node)) node.setLatex(latex);
            else $insertAtSelection([$createMathNode(latex)]);
          });
          close();
        }}
      />
      <DrawingBoard
        opened={dialog === 'drawing'}
        onClose={close}
        onInsert={async (png) => {
          // Shown at half size: the board is 800 pixels square.
          if (await upload(png, 'image', { width: 400, height: 400 })) close();
        }}
      />
    </>
  );
}
