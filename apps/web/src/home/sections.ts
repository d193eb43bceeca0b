import { categories } from '../classes/constants';

export interface Section<T> {
  category: string;
  classes: T[];
}

/**
 * The home page's sections: Physics and Math always (the header links to their anchors), then any
 * other category the server sent, in the server's order.
 */
export function homeSections<T>(groups: { category: string; classes: T[] }[]): Section<T>[] {
  const fixed = categories.map((category) => ({
    category: category as string,
    classes: groups.find((g) => g.category === category)?.classes ?? [],
  }));
  const others = groups.filter((g) => !(categories as readonly string[]).includes(g.category));
  return [...fixed, ...others.map((g) => ({ category: g.category, classes: g.classes }))];
}
