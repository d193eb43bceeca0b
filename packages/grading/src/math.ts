import { all, create, type MathNode } from 'mathjs';

/** One mathjs instance for the whole checker, with numbers as plain doubles. */
export const math = create(all as NonNullable<typeof all>, { number: 'number' });

/** Longest typed answer or formula the checker reads (characters). */
export const maxInputLength = 200;
/** Deepest expression tree the checker evaluates. */
const maxDepth = 40;

/** Functions an answer may call; `ln` is read as the natural logarithm. */
export const allowedFunctions = new Set([
  'sin',
  'cos',
  'tan',
  'sec',
  'csc',
  'cot',
  'asin',
  'acos',
  'atan',
  'sinh',
  'cosh',
  'tanh',
  'exp',
  'log',
  'ln',
  'log10',
  'sqrt',
  'abs',
  'cbrt',
]);
/** Constants an answer may name. */
export const constants = new Set(['pi', 'e']);
const operators = new Set(['+', '-', '*', '/', '^']);

/**
 * Typed maths as ASCII: the minus, times and dot signs, superscript digits, `**` for powers. Leaves anything else for the parser to refuse.
 */
export function normalise(raw: string): string {
  const sup: Record<string, string> = {
    '⁰': '0',
    '¹': '1',
    '²': '2',
    '³': '3',
    '⁴': '4',
    '⁵': '5',
    '⁶': '6',
    '⁷': '7',
    '⁸': '8',
    '⁹': '9',
    '⁻': '-',
  };
  return raw
    .trim()
    .replace(/[−–]/g, '-')
    .replace(/[×·⋅]/g, '*')
    .replace(/π/g, 'pi')
    .replace(/\*\*/g, '^')
    .replace(/[⁻⁰¹²³⁴⁵⁶⁷⁸⁹]+/g, (s) => `^${[...s].map((c) => sup[c]).join('')}`)
    .replace(/（/g, '(')
    .replace(/）/g, ')');
}

/** Node kinds an answer may hold: numbers, names, the four operations and powers, calls, brackets. */
function isAllowed(node: MathNode, depth: number): boolean {
  if (depth > maxDepth) return false;
  const children: MathNode[] = [];
  switch (node.type) {
    case 'ConstantNode':
      return typeof (node as unknown as { value: unknown }).value === 'number';
    case 'SymbolNode':
      return /^[A-Za-z][A-Za-z0-9_]*$/.test((node as unknown as { name: string }).name);
    case 'ParenthesisNode':
      children.push((node as unknown as { content: MathNode }).content);
      break;
    case 'OperatorNode': {
      const op = node as unknown as { op: string; args: MathNode[]; fn: string };
      if (!operators.has(op.op)) return false;
      children.push(...op.args);
      break;
    }
    case 'FunctionNode': {
      const fn = node as unknown as { fn: MathNode; args: MathNode[] };
      if (fn.fn.type !== 'SymbolNode') return false;
      children.push(...fn.args);
      break;
    }
    default:
      return false;
  }
  return children.every((c) => isAllowed(c, depth + 1));
}

/**
 * Parses typed maths with implicit multiplication (`2x`, `2(x+1)`), refusing anything but numbers,
 * names, + − × ÷ ^, brackets and calls. A call of a name that is no allowed function is a product
 * (`x(x+1)` is x·(x+1)); `ln` becomes `log`. Answers null when it cannot be read.
 */
export function parseSafe(raw: string): MathNode | null {
  if (raw.length > maxInputLength) return null;
  const text = normalise(raw);
  if (text === '' || /[=;:"'`[\]{}!?&|<>@#$~\\]/.test(text)) return null;
  let node: MathNode;
  try {
    node = math.parse(text);
  } catch {
    return null;
  }
  if (!isAllowed(node, 0)) return null;
  return node.transform((n) => {
    if (n.type !== 'FunctionNode') return n;
    const call = n as unknown as { fn: { name: string }; args: MathNode[] };
    const name = call.fn.name;
    if (name === 'ln') return new math.FunctionNode(new math.SymbolNode('log'), call.args);
    if (allowedFunctions.has(name)) return n;
    if (call.args.length !== 1) return n;
    return new math.OperatorNode('*', 'multiply', [new math.SymbolNode(name), new math.ParenthesisNode(call.args[0]!)]);
  });
}

/** The names of variables in a parsed expression (not functions or constants). */
export function variablesOf(node: MathNode): Set<string> {
  const names = new Set<string>();
  node.traverse((n, path) => {
    if (n.type === 'SymbolNode' && path !== 'fn') {
      const name = (n as unknown as { name: string }).name;
      if (!constants.has(name)) names.add(name);
    }
  });
  return names;
}

/** Whether every call in the tree names an allowed function (after `parseSafe`'s rewriting). */
export function callsAllowed(node: MathNode): boolean {
  let ok = true;
  node.traverse((n) => {
    if (n.type === 'FunctionNode' && !allowedFunctions.has((n as unknown as { fn: { name: string } }).fn.name))
      ok = false;
  });
  return ok;
}
