import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode } from '@lexical/rich-text';
import { $getNearestNodeOfType, mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isRootOrShadowRoot,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_LOW,
  type LexicalEditor,
  type TextFormatType,
} from 'lexical';
import { useEffect, useState } from 'react';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'bullet' | 'number' | 'other';

export const inlineFormats = ['bold', 'italic', 'underline', 'strikethrough', 'subscript', 'superscript'] as const;
export type InlineFormat = (typeof inlineFormats)[number] & TextFormatType;

export interface ToolbarState {
  canUndo: boolean;
  canRedo: boolean;
  block: BlockType;
  formats: Record<InlineFormat, boolean>;
  link: string | null;
}

const noFormats = Object.fromEntries(inlineFormats.map((f) => [f, false])) as Record<InlineFormat, boolean>;

function $readState(): Omit<ToolbarState, 'canUndo' | 'canRedo'> {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { block: 'other', formats: noFormats, link: null };
  const anchor = selection.anchor.getNode();
  let top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElement();
  if (!top || $isRootOrShadowRoot(top)) top = null;
  let block: BlockType = 'other';
  if (top) {
    if ($isListNode(top)) {
      const list = $getNearestNodeOfType(anchor, ListNode) ?? top;
      block = list.getListType() === 'number' ? 'number' : list.getListType() === 'bullet' ? 'bullet' : 'other';
    } else if ($isHeadingNode(top)) {
      const tag = top.getTag();
      block = tag === 'h1' || tag === 'h2' || tag === 'h3' ? tag : 'other';
    } else if (top.getType() === 'paragraph') {
      block = 'paragraph';
    }
  }
  const formats = Object.fromEntries(inlineFormats.map((f) => [f, selection.hasFormat(f)])) as Record<
    InlineFormat,
    boolean
  >;
  const parent = anchor.getParent();
  const linkNode = $isLinkNode(anchor) ? anchor : $isLinkNode(parent) ? parent : null;
  return { block, formats, link: linkNode ? linkNode.getURL() : null };
}

/** What the toolbar shows as on or off, following the selection. */
export function useToolbarState(editor: LexicalEditor): ToolbarState {
  const [state, setState] = useState<ToolbarState>({
    canUndo: false,
    canRedo: false,
    block: 'paragraph',
    formats: noFormats,
    link: null,
  });

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(({ editorState }) => {
          const next = editorState.read(() => $readState(), { editor });
          setState((prev) => ({ ...prev, ...next }));
        }),
        editor.registerCommand(
          CAN_UNDO_COMMAND,
          (canUndo) => {
            setState((prev) => ({ ...prev, canUndo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          CAN_REDO_COMMAND,
          (canRedo) => {
            setState((prev) => ({ ...prev, canRedo }));
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );

  return state;
}
