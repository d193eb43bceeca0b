import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconBrush,
  IconClearFormatting,
  IconH1,
  IconH2,
  IconH3,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconMathFunction,
  IconPhoto,
  IconPilcrow,
  IconStrikethrough,
  IconSubscript,
  IconSuperscript,
  IconTable,
  IconUnderline,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';
import { FORMAT_TEXT_COMMAND, REDO_COMMAND, UNDO_COMMAND } from 'lexical';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { richtextEn } from '../i18n';
import { acceptOf, type MediaKind } from '../upload';
import { $clearFormatting, $setBlock } from './actions';
import { ToolButton } from './ToolButton';
import { type ToolbarDialog, ToolbarDialogs } from './ToolbarDialogs';
import { useMediaUpload } from './use-media-upload';
import { type InlineFormat, useToolbarState } from './use-toolbar-state';

type Label = Exclude<keyof typeof richtextEn.toolbar, 'label'>;

interface Tool {
  label: Label;
  icon: TablerIcon;
  run: () => void;
  active?: boolean;
  disabled?: boolean;
  loading?: boolean;
}

const headings = [
  ['paragraph', IconPilcrow],
  ['h1', IconH1],
  ['h2', IconH2],
  ['h3', IconH3],
] as const;

const formats: [InlineFormat, TablerIcon][] = [
  ['bold', IconBold],
  ['italic', IconItalic],
  ['underline', IconUnderline],
  ['strikethrough', IconStrikethrough],
  ['subscript', IconSubscript],
  ['superscript', IconSuperscript],
];

/** The editor's toolbar: formatting, lists, links, tables, uploads, the drawing board and formulas. */
export function Toolbar() {
  const [editor] = useLexicalComposerContext();
  const { t } = useTranslation();
  const state = useToolbarState(editor);
  const [dialog, setDialog] = useState<ToolbarDialog>(null);
  const { upload, busy } = useMediaUpload();
  const inputs = { image: useRef<HTMLInputElement>(null), video: useRef<HTMLInputElement>(null) };

  const list = (type: 'bullet' | 'number') => {
    if (state.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else if (type === 'bullet') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined);
    else editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const onFile = (kind: MediaKind) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file) void upload(file, kind);
  };

  const groups: Tool[][] = [
    [
      {
        label: 'undo',
        icon: IconArrowBackUp,
        run: () => editor.dispatchCommand(UNDO_COMMAND, undefined),
        disabled: !state.canUndo,
      },
      {
        label: 'redo',
        icon: IconArrowForwardUp,
        run: () => editor.dispatchCommand(REDO_COMMAND, undefined),
        disabled: !state.canRedo,
      },
    ],
    headings.map(([type, icon]) => ({
      label: type,
      icon,
      run: () => editor.update(() => $setBlock(type)),
      active: state.block === type,
    })),
    formats.map(([name, icon]) => ({
      label: name,
      icon,
      run: () => editor.dispatchCommand(FORMAT_TEXT_COMMAND, name),
      active: state.formats[name],
    })),
    [
      {
        label: 'bulletList',
        icon: IconList,
        run: () => list('bullet'),
        active: state.block === 'bullet',
      },
      {
        label: 'numberedList',
        icon: IconListNumbers,
        run: () => list('number'),
        active: state.block === 'number',
      },
    ],
    [
      { label: 'link', icon: IconLink, run: () => setDialog('link'), active: state.link !== null },
      { label: 'table', icon: IconTable, run: () => setDialog('table') },
      {
        label: 'image',
        icon: IconPhoto,
        run: () => inputs.image.current?.click(),
        loading: busy === 'image',
      },
      {
        label: 'video',
        icon: IconVideo,
        run: () => inputs.video.current?.click(),
        loading: busy === 'video',
      },
      { label: 'drawing', icon: IconBrush, run: () => setDialog('drawing') },
      { label: 'formula', icon: IconMathFunction, run: () => setDialog('formula') },
    ],
    [
      {
        label: 'clear',
        icon: IconClearFormatting,
        run: () => editor.update(() => $clearFormatting()),
      },
    ],
  ];

  return (
    <>
      <div className="qx-editor-toolbar" role="toolbar" aria-label={t('richtext.toolbar.label')}>
        {groups.map((tools) => (
          <div key={tools[0]?.label} className="qx-editor-toolbar-group">
            {tools.map(({ label, icon: Icon, run, ...extra }) => (
              <ToolButton key={label} label={t(`richtext.toolbar.${label}`)} onClick={run} {...extra}>
                <Icon size={18} />
              </ToolButton>
            ))}
          </div>
        ))}
        <input ref={inputs.image} type="file" accept={acceptOf.image} hidden onChange={onFile('image')} />
        <input ref={inputs.video} type="file" accept={acceptOf.video} hidden onChange={onFile('video')} />
      </div>
      <ToolbarDialogs dialog={dialog} setDialog={setDialog} link={state.link} upload={upload} />
    </>
  );
}
