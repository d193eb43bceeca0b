import { useEffect, useState } from 'react';

type Typesetting = typeof import('./typeset');

let loaded: Typesetting | undefined;
let loading: Promise<Typesetting> | undefined;

/**
 * KaTeX (and its stylesheet) loads the first time something on screen holds a formula; until then, and
 * on every page without one, text shows as it is. Answers the typesetting functions once loaded.
 */
export function useFormulas(needed: boolean): Typesetting | undefined {
  const [typesetting, setTypesetting] = useState(loaded);
  useEffect(() => {
    if (!needed || typesetting) return;
    let live = true;
    loading ??= import('./typeset').then((m) => {
      loaded = m;
      return m;
    });
    void loading.then((m) => {
      if (live) setTypesetting(m);
    });
    return () => {
      live = false;
    };
  }, [needed, typesetting]);
  return needed ? typesetting : undefined;
}
