import './cloze.css';
import { useMemo } from 'react';
import { RichHtml } from '../richtext';
import { clozeHtml } from './cloze-markers';

interface ClozeTextProps {
  /** The question text with its markers `{#1}`, `{#2}`… */
  html: string;
  /** What a part's blank shows (plain text), e.g. "1" or "1: 19.6". */
  blank: (n: number) => string;
}

/** A cloze question's text read only, each marker shown as a blank labelled by `blank`. */
export function ClozeText({ html, blank }: ClozeTextProps) {
  const shown = useMemo(() => clozeHtml(html, blank), [html, blank]);
  return <RichHtml html={shown} />;
}
