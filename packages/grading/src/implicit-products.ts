import type { MathNode } from 'mathjs';
import { allowedFunctions, constants, math } from './math';

/**
 * Adjacent single-letter variables multiply, as WeBWorK and STACK read them: when every variable of a
 * question's expression is a single letter, a name such as `ab` in an answer is `a·b` (`2ab` is 2·a·b,
 * `pir^2` is π·r²). Only names made wholly of the question's letters and the constants split; function
 * names (`sin`, `sqrt`) and any other name stay whole, so a stray name is reported rather than guessed.
 */

const singleLetter = /^[A-Za-z]$/;

/**
 * The pieces of a name made of `letters` and the constants (`pi` before `p`, `i`), or null when it is
 * one of them already, a function's name, or holds anything else.
 *
 * @example splitName('pir', new Set(['r'])) // ['pi', 'r']
 */
export function splitName(name: string, letters: ReadonlySet<string>): string[] | null {
  if (!/^[A-Za-z]{2,}$/.test(name) || letters.has(name) || constants.has(name) || allowedFunctions.has(name)) {
    return null;
  }
  const pieces: string[] = [];
  for (let i = 0; i < name.length; ) {
    const ch = name[i]!;
    const piece = name.startsWith('pi', i) ? 'pi' : ch === 'e' || letters.has(ch) ? ch : null;
    if (!piece) return null;
    pieces.push(piece);
    i += piece.length;
  }
  return pieces;
}

/**
 * The letters a question's expression is written in, when its variables are single letters or names
 * made of them (a key written `a^2-2ab+b^2` is in a and b); null when it names a longer variable of
 * its own (`v0`, `mass`), and then nothing splits.
 */
export function questionLetters(variables: ReadonlySet<string>): Set<string> | null {
  const letters = new Set([...variables].filter((v) => singleLetter.test(v)));
  for (const v of variables) if (!letters.has(v) && !splitName(v, letters)) return null;
  return letters;
}

/** Products this module built from a name, whose last factor alone takes a power (`ab^2` is a·b²). */
const splitProducts = new WeakSet<MathNode>();

const symbol = (name: string): MathNode => new math.SymbolNode(name);

function product(factors: MathNode[]): MathNode {
  const node = factors.reduce((left, right) => new math.OperatorNode('*', 'multiply', [left, right], true));
  splitProducts.add(node);
  return node;
}

/** The factors of a product built here, left to right. */
function factorsOf(node: MathNode): MathNode[] {
  const op = node as unknown as { args: MathNode[] };
  const [left, right] = op.args as [MathNode, MathNode];
  return splitProducts.has(left) ? [...factorsOf(left), right] : [left, right];
}

/** `node` with every name made of `letters` replaced by the product of its pieces. */
export function splitNames(node: MathNode, letters: ReadonlySet<string>): MathNode {
  switch (node.type) {
    case 'SymbolNode': {
      const pieces = splitName((node as unknown as { name: string }).name, letters);
      return pieces ? product(pieces.map(symbol)) : node;
    }
    case 'ParenthesisNode':
      return new math.ParenthesisNode(splitNames((node as unknown as { content: MathNode }).content, letters));
    case 'FunctionNode': {
      const call = node as unknown as { fn: MathNode; args: MathNode[] };
      return new math.FunctionNode(
        call.fn,
        call.args.map((a) => splitNames(a, letters)),
      );
    }
    case 'OperatorNode': {
      const op = node as unknown as { op: string; fn: string; args: MathNode[]; implicit: boolean };
      const args = op.args.map((a) => splitNames(a, letters));
      if (op.op === '^' && args[0] && splitProducts.has(args[0])) {
        const factors = factorsOf(args[0]);
        const last = factors.pop()!;
        return product([...factors, new math.OperatorNode('^', 'pow', [last, args[1]!])]);
      }
      return new math.OperatorNode(op.op as '*', op.fn as 'multiply', args, op.implicit);
    }
    default:
      return node;
  }
}
