import { Box, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { choiceLetters } from '@quanta/validators';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { hasMath } from '../richtext';
import '../richtext/content.css';
import { useFormulas } from '../richtext/use-formulas';
import { parseAnswerList, serialiseAnswerList } from './answers';
import { blankAttribute, blanksHtml, clozeSegments, type PartMark, partsWithoutMarker, plainText } from './cloze';
import { PartMarkIcon } from './PartMarkIcon';
import type { QuestionInfo } from './types';

type ClozePartInfo = QuestionInfo['body']['parts'][number];

interface ClozeAnswerProps {
  question: Pick<QuestionInfo, 'qText' | 'body'>;
  /** The stored answer: a JSON list of strings, one per part. */
  value: string;
  onChange: (answer: string) => void;
  disabled: boolean;
  /** Each part's mark once checked (by part, in order); absent before. */
  marks?: PartMark[] | undefined;
}

interface BlankProps {
  n: number;
  part: ClozePartInfo;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  mark: PartMark;
}

/** One part's blank: a select of its choices, or a short box for a number (with its unit) or a word. */
function Blank({ n, part, value, onChange, disabled, mark }: BlankProps) {
  const { t } = useTranslation();
  const label = t('exercises.cloze.part', { n });
  const input =
    part.kind === 'choice' ? (
      <NativeSelect
        size="xs"
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        // A long choice shrinks to the line's width (the select clips it) rather than push the page sideways.
        style={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }}
        data={[
          { value: '', label: t('exercises.cloze.choose') },
          ...part.choices.slice(0, choiceLetters.length).map((c, i) => ({
            value: choiceLetters[i]!,
            label: `${choiceLetters[i]}. ${plainText(c.text)}`,
          })),
        ]}
      />
    ) : (
      <TextInput
        size="xs"
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
        w={part.kind === 'number' ? '7rem' : '9rem'}
        style={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
      />
    );
  return (
    <Box
      component="span"
      data-part={n}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%', verticalAlign: 'middle' }}
      my={2}
    >
      {input}
      <PartMarkIcon mark={mark} label={label} />
    </Box>
  );
}

/**
 * A cloze question's text with a blank at each marker `{#n}`: the text is drawn as stored HTML (formulas
 * typeset) and each blank is put in place inside it, so it stays in its line and wraps with the words.
 * A part whose marker the text lacks is answered after the text.
 */
export function ClozeAnswer({ question, value, onChange, disabled, marks }: ClozeAnswerProps) {
  const parts = question.body.parts;
  const segments = useMemo(() => clozeSegments(question.qText, parts.length), [question.qText, parts.length]);
  const html = useMemo(() => blanksHtml(segments), [segments]);
  const element = useRef<HTMLDivElement>(null);
  const typesetting = useFormulas(
    useMemo(() => html.includes('\\') || hasMath(html), [html]),
    element,
  );
  const shown = useMemo(() => (typesetting ? typesetting.typesetHtml(html) : html), [html, typesetting]);
  // The places of the blanks in the drawn text, found again whenever the text is drawn anew.
  const [places, setPlaces] = useState<[number, Element][]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the drawn text (`shown`) replaces the places.
  useLayoutEffect(() => {
    const found = Array.from(element.current?.querySelectorAll(`[${blankAttribute}]`) ?? []);
    setPlaces(found.map((el) => [Number(el.getAttribute(blankAttribute)), el]));
  }, [shown]);
  const list = parseAnswerList(value, parts.length);
  const blank = (n: number) => {
    const part = parts[n - 1];
    if (!part) return null;
    return (
      <Blank
        key={n}
        n={n}
        part={part}
        value={list[n - 1] ?? ''}
        disabled={disabled}
        mark={marks?.[n - 1] ?? null}
        onChange={(v) => onChange(serialiseAnswerList(list.map((old, i) => (i === n - 1 ? v : old))))}
      />
    );
  };
  const rest = partsWithoutMarker(segments, parts.length);
  return (
    <Stack gap="xs" data-testid="cloze">
      <div
        ref={element}
        className="qx-rich"
        style={{ overflowWrap: 'anywhere' }}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises rich HTML; blanks are empty spans.
        dangerouslySetInnerHTML={{ __html: shown }}
      />
      {places.map(([n, el]) => createPortal(blank(n), el, `part-${n}`))}
      {rest.length > 0 && <Group gap="xs">{rest.map(blank)}</Group>}
    </Stack>
  );
}
