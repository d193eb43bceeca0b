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

  it('has no Chinese string the English catalogue lacks (a renamed key left behind)', () => {
    const englishKeys = new Set(leaves(en as unknown as Tree).map(([key]) => key));
    expect([...zhText.keys()].filter((key) => !englishKeys.has(key))).toEqual([]);
  });

  // Words outside value slots (`{{count}}`, `{value}`): a slot's name is not text to translate.
  const hasWords = (text: string) => /[a-z]{3}/i.test(text.replace(/\{\{?\w+\}?\}/g, ''));

  it('leaves no English words untranslated in Chinese, but for names, addresses and notation', () => {
    const same = new Set([
      'app.name',
      'app.copyright',
      'classes.edit.linkPlaceholder',
      'richtext.formula.latex',
      'resources.play.progressValue',
      'email.form.addAddressPlaceholder',
    ]);
    const untranslated = leaves(en as unknown as Tree)
      .filter(([key, english]) => hasWords(english) && zhText.get(key) === english && !same.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it('translates every English string into Chinese with the same value slots', () => {
    for (const [key, english] of leaves(en as unknown as Tree)) {
      const chinese = zhText.get(key);
      expect(chinese, key).toBeTruthy();
      expect(slots(chinese as string), key).toEqual(slots(english));
    }
  });
});
