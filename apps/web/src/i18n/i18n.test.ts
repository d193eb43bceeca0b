import { messages } from '@quanta/validators';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { zh } from './zh';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const zhText = new Map(leaves(zh as unknown as Tree));

  it('quotes every server message exactly in English', () => {
    expect(en.messages).toEqual(messages);
  });

  it('translates every English string into Chinese with the same value slots', () => {
    for (const [key, english] of leaves(en as unknown as Tree)) {
      const chinese = zhText.get(key);
      expect(chinese, key).toBeTruthy();
      expect(slots(chinese as string), key).toEqual(slots(english));
    }
  });
});
