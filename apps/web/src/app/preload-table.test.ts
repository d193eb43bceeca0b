import { describe, expect, it } from 'vitest';
import { preloadTable } from './preload-table';
import { getRouter } from './router';

const table = preloadTable();
const router = getRouter();

/** A path the route answers, each parameter given a value that needs decoding: `/class/$id` → `/class/a%20id`. */
const sample = (path: string) => path.replace(/\$(\w+)/g, (_, name: string) => `a%20${name}`);

/** The loader's choice for an opened path: the first pattern that matches it, trailing slashes removed. */
const chosen = (path: string) => {
  const opened = path.replace(/\/+$/, '') || '/';
  return table.find((route) => new RegExp(route.pattern).test(opened));
};

describe('preload table', () => {
  it('holds every route of the router, and only those', () => {
    const routes = Object.values(router.routesById)
      .filter((route) => !route.isRoot)
      .map((route) => route.fullPath as string);
    expect(table.map((route) => route.path).sort()).toEqual([...new Set(routes)].sort());
  });

  it.each(table.map((route) => route.path))('sends %s to the screen the router shows', (path) => {
    for (const opened of [sample(path), `${sample(path)}/`]) {
      expect(chosen(opened)?.path).toBe(path);
      const [, , found] = router.getMatchedRoutes(opened);
      expect(found?.fullPath).toBe(path);
    }
  });

  it('lets no pattern match a path the router does not have', () => {
    for (const path of ['/nope', '/class', '/class/a/b', '/student/exerciseEdit', '/teach/class/x']) {
      expect(chosen(path)).toBeUndefined();
    }
  });
});

describe('early queries', () => {
  /** The URL the loader requests for an opened path in language `n`. */
  const earlyUrl = (path: string, n: string) => {
    const early = table.find((route) => route.early && new RegExp(route.early.pattern).test(path))?.early;
    if (!early) return undefined;
    const query = new Function('m', 'n', `return ${early.query}`) as (m: RegExpExecArray, n: string) => string;
    return `/trpc/${query(new RegExp(early.pattern).exec(path) as RegExpExecArray, n)}`;
  };

  it('are requested, for the paths they are meant for, as the tRPC client requests them', () => {
    expect(earlyUrl('/', 'zh')).toBe(
      '/trpc/public.getHomeDetail,public.getHomeClasses?batch=1&input=%7B%221%22%3A%7B%22language%22%3A%22zh%22%7D%7D',
    );
    expect(earlyUrl('/myclasses', 'en')).toBe('/trpc/user.getMyClasses,user.getUserInfo?batch=1&input=%7B%7D');
    expect(earlyUrl('/class/a%20b', 'en')).toBe(
      '/trpc/public.getClassById?batch=1&input=%7B%220%22%3A%7B%22id%22%3A%22a%20b%22%7D%7D',
    );
    expect(earlyUrl('/student/exerciseEdit/x1', 'en')).toBe(
      '/trpc/user.getExerciseById?batch=1&input=%7B%220%22%3A%7B%22id%22%3A%22x1%22%7D%7D',
    );
  });

  it('are declared only by the screens above, which sign-in they need', () => {
    expect(table.flatMap((route) => (route.early ? [[route.path, route.early.signedIn]] : [])).sort()).toEqual([
      ['/', false],
      ['/class/$id', false],
      ['/myclasses', true],
      ['/student/exerciseEdit/$id', true],
    ]);
  });

  it.each(table.filter((route) => route.early).map((route) => route.path))(
    "matches %s, with the router's parameters, and no other route's paths",
    (path) => {
      const pattern = new RegExp(table.find((route) => route.path === path)?.early?.pattern ?? '$^');
      const [, params] = router.getMatchedRoutes(sample(path));
      const names = path.match(/\$\w+/g) ?? [];
      expect(pattern.exec(sample(path))?.slice(1).map(decodeURIComponent)).toEqual(
        names.map((name) => params[name.slice(1)]),
      );
      expect(pattern.test(`${sample(path)}/more`)).toBe(false);
      for (const other of table) expect(pattern.test(sample(other.path))).toBe(other.path === path);
    },
  );
});
