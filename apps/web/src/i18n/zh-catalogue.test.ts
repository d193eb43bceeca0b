import { describe, expect, it } from 'vitest';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const cjk = '[\\u3400-\\u9fff\\u3000-\\u303f\\uff00-\\uffef]';
/** The Chinese text that breaks one of the catalogue's rules, by key. */
const breaking = (rule: RegExp) => leaves(zh as unknown as Tree).filter(([, text]) => rule.test(text));

describe('the Chinese catalogue speaks with one voice', () => {
  it('uses full-width punctuation after Chinese text: no ASCII colon, comma, question or exclamation mark', () => {
    expect(breaking(new RegExp(`${cjk}\\s*[:,?!;]`))).toEqual([]);
  });

  it('addresses the reader as 您 throughout, never 你', () => {
    expect(breaking(/你/)).toEqual([]);
  });

  it('uses one term per concept', () => {
    // A student in a class is 已入班 (已注册 is only an account), a category is 类别 (never 科目).
    expect(breaking(/科目/)).toEqual([]);
    const registered = breaking(/已注册/).map(([key]) => key);
    expect(registered.every((key) => key.startsWith('accounts.') || key.endsWith('parentLocked'))).toBe(true);
    expect(leaves(zh as unknown as Tree).filter(([key]) => /statusRegistered$/.test(key))).toEqual([
      ['messages.statusRegistered', '已入班'],
    ]);
  });

  it('puts the label colon in one place, full width', () => {
    expect(zh.app.colon).toBe('：');
  });
});
