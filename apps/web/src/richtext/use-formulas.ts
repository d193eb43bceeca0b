import { type RefObject, useEffect, useState } from 'react';
import { nextTask } from '../ui/render-in-tasks';

type Typesetting = Pick<typeof import('./typeset'), 'typesetHtml' | 'renderMath'>;

let loaded: Typesetting | undefined;
let loading: Promise<Typesetting> | undefined;

/**
 * The server's renderer typesets every formula as it renders (KaTeX is in its bundle). In the browser, a
 * formula the server typeset stays as it came: its element holds KaTeX's markup, and KaTeX does not load for it.
 */
export function typesetOnServer(typesetting: Typesetting) {
  loaded = typesetting;
}

/** Whether the element already shows typeset formulas (the server's). */
const typesetAlready = (element: RefObject<Element | null> | undefined) => !!element?.current?.querySelector('.katex');

/** Whether the element has come near the screen; true at once where the browser cannot tell. */
function useSeen(element: RefObject<Element | null> | undefined, wanted: boolean): boolean {
  const [seen, setSeen] = useState(!element || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element?.current;
    if (seen || !wanted || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, seen, wanted]);
  return seen;
}

/**
 * KaTeX (and its stylesheet) loads the first time something on screen holds a formula; until then, and
 * on every page without one, text shows as it is. With `element`, "on screen" is meant literally: a
 * formula further down the page (a class card's summary under the fold) waits until it comes within
 * 200 px of the screen. Answers the typesetting functions once loaded.
 */
export function useFormulas(needed: boolean, element?: RefObject<Element | null>): Typesetting | undefined {
  const [typesetting, setTypesetting] = useState(loaded);
  const seen = useSeen(element, needed && !typesetting);
  useEffect(() => {
    if (!needed || !seen || typesetting || typesetAlready(element)) return;
    let live = true;
    // KaTeX's module runs when it arrives; the formulas are typeset in the task after that one.
    loading ??= import('./typeset').then(async (m) => {
      await nextTask();
      loaded = m;
      return m;
    });
    void loading.then((m) => {
      if (live) setTypesetting(m);
    });
    return () => {
      live = false;
    };
  }, [needed, seen, typesetting, element]);
  return needed ? typesetting : undefined;
}
