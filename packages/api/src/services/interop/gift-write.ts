import type { BankQuestion } from './model';
import { freeModeOf } from './model';
import { answersOf, choicesOf, ownTolerance } from './moodle-xml-write';

/**
 * Writes questions as GIFT the way Moodle's exporter (qformat_gift) does: a `$CATEGORY:` line before each
 * group, the name between `::`, HTML marked `[html]`, weights as `%50%`, feedback after `#`, the solution as
 * general feedback (`####`). The id and tags go in a `//` comment line as `[id:…]` and `[tag:…]`. GIFT has
 * no pictures and no cloze: a cloze question is written as a description whose parts travel in a tag.
 */

/** GIFT's special characters escaped with a backslash, line breaks as `\n` (Moodle's repchar). */
export const escapeGift = (text: string) =>
  text
    .replace(/[\\~=#{}:]/g, (c) => `\\${c}`)
    .replace(/\r/g, '')
    .replace(/\n/g, '\\n');

const html = (text: string) => `[html]${escapeGift(text)}`;
const feedback = (text: string) => (text ? `#${html(text)}` : '');
const weight = (fraction: number) => `%${Number((fraction * 100).toFixed(5))}%`;
/** A tag or id in a `// [tag:…]` comment: a bracket escaped, no line break. */
const tagText = (text: string) => text.replace(/[\r\n]+/g, ' ').replaceAll(']', '\\]');

function answerBlock(q: BankQuestion): string | undefined {
  switch (q.kind) {
    case 'single':
    case 'multi':
      return choicesOf(q)
        .map((c) => {
          const mark =
            q.kind === 'single' && c.fraction === 1 ? '=' : c.fraction === 0 ? '~' : `~${weight(c.fraction)}`;
          return `\t${mark}${html(c.text)}${feedback(c.feedback)}`;
        })
        .join('\n');
    case 'trueFalse': {
      const [t, f] = q.body.choices ?? [];
      const isTrue = q.correct === 'A';
      const right = (isTrue ? t?.feedback : f?.feedback) ?? '';
      const wrong = (isTrue ? f?.feedback : t?.feedback) ?? '';
      return `\t${isTrue ? 'TRUE' : 'FALSE'}${wrong || right ? `#${wrong ? html(wrong) : ''}` : ''}${right ? `#${html(right)}` : ''}`;
    }
    case 'matching':
      // An arrow inside a prompt would end it early; as an entity it shows the same.
      return (q.body.pairs ?? [])
        .map((p) => `\t=${p.prompt ? html(p.prompt.replaceAll('->', '-&gt;')) : ''} -> ${escapeGift(p.answer)}`)
        .join('\n');
    case 'free': {
      const mode = q.freeMode ?? freeModeOf(q.correct);
      if (mode === 'essay') return '';
      if (mode === 'numerical') {
        const own = ownTolerance(q);
        const lines = answersOf(q).map((a) =>
          a.text === '*'
            ? `\t~${feedback(a.feedback) || '#'}`
            : `\t=${weight(a.fraction)}${a.text}:${a.tolerance ?? own}${feedback(a.feedback)}`,
        );
        return `#\n${lines.join('\n')}`;
      }
      return answersOf(q)
        .map((a) => `\t=${weight(a.fraction)}${escapeGift(a.text)}${feedback(a.feedback)}`)
        .join('\n');
    }
    default:
      return undefined;
  }
}

/** One question as GIFT; `tags` are every tag it carries, Quanta's own first. */
export function writeGiftQuestion(q: BankQuestion, tags: string[]): string {
  const meta = [
    ...(q.referenceId ? [`[id:${tagText(q.referenceId)}]`] : []),
    ...tags.map((t) => `[tag:${tagText(t)}]`),
  ];
  const head = `${meta.length > 0 ? `// ${meta.join(' ')}\n` : ''}::${escapeGift(q.name)}::${html(q.text)}`;
  const block = answerBlock(q);
  const general = q.solution ? `\t####${html(q.solution)}` : '';
  if (block === undefined) return `${head}\n`;
  const inside = [block, general].filter(Boolean).join('\n');
  return `${head}{${inside.startsWith('#') ? '' : inside ? '\n' : ''}${inside}${inside ? '\n' : ''}}\n`;
}

/** The line that sets the category of the questions after it. */
export const giftCategory = (path: string) => `$CATEGORY: $course$/top/${path}\n`;
