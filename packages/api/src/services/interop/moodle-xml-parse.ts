import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fail } from '../../errors';
import { decodeXmlEntities } from './xml-text';

/** Moodle XML parsed into plain objects, walked by hand field by field. */

// biome-ignore lint/suspicious/noExplicitAny: parsed XML is walked by hand, field by field
export type Node = any;

/** How deep a question file's elements may nest. */
export const xmlMaxDepth = 100;

const repeated = new Set([
  'question',
  'answer',
  'file',
  'tag',
  'hint',
  'subquestion',
  'unit',
  'selectoption',
  'dragbox',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: '__cdata',
  // No entity is expanded by the parser: the five XML ones are decoded by hand, a DOCTYPE is refused.
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  commentPropName: false,
  isArray: (name: string) => repeated.has(name),
  // Moodle's own files nest about six deep; a deeper file is refused (400) before it is walked.
  maxNestedTags: xmlMaxDepth,
});

/**
 * The parsed file: refuses (400) a file that is not well-formed XML, declares a DOCTYPE or entities,
 * nests deeper than `xmlMaxDepth`, or has no `<quiz>`.
 */
export function parseQuiz(xml: string): Node[] {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw fail.badRequest('bankEntities');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw fail.badRequest('bankNotXml', { detail: `line ${valid.err.line}: ${valid.err.msg}` });
  }
  let doc: Node;
  try {
    doc = parser.parse(xml);
  } catch (error) {
    // The validator has passed the file, so what the parser still refuses is the file's, not the server's.
    const detail = error instanceof Error ? error.message : String(error);
    if (/nested tags/i.test(detail)) throw fail.badRequest('bankTooDeep', { max: xmlMaxDepth });
    throw fail.badRequest('bankNotXml', { detail: detail.slice(0, 200) });
  }
  if (!doc || typeof doc !== 'object' || !doc.quiz) throw fail.badRequest('bankNotMoodle');
  return Array.isArray(doc.quiz.question) ? doc.quiz.question : [];
}

/** The text of an element: its character data decoded plus its CDATA sections as they are. */
export function textOf(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return decodeXmlEntities(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  let out = '';
  if (node['#text'] !== undefined) out += textOf(node['#text']);
  if (node.__cdata !== undefined) {
    const parts = Array.isArray(node.__cdata) ? node.__cdata : [node.__cdata];
    out += parts.map((p: Node) => (typeof p === 'string' ? p : textOf(p))).join('');
  }
  return out;
}

/** A flag element: `1`, `true`, or present and empty (`<shownumcorrect/>`). */
export const flagOf = (node: Node, emptyIs = false) => {
  if (node === undefined) return false;
  const text = textOf(node).trim().toLowerCase();
  return text === '' ? emptyIs : text === '1' || text === 'true';
};

export const numberIn = (node: Node, fallback: number) => {
  const n = Number(textOf(node).trim());
  return textOf(node).trim() !== '' && Number.isFinite(n) ? n : fallback;
};
