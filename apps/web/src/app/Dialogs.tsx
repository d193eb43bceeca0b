import { lazy, Suspense, useEffect, useState } from 'react';
import { nextTask } from '../ui/render-in-tasks';
import { cacheLoadedAssets } from './service-worker';

const ModalsProvider = lazy(() => import('@mantine/modals').then((m) => ({ default: m.ModalsProvider })));

/** The `modals.*` calls that open a dialog (they are window events named `mantine-modals:<call>`). */
const opening = ['openModal', 'openConfirmModal', 'openContextModal'].map((call) => `mantine-modals:${call}`);
/** Sent by `preloadDialogs`: the notices (Notices.tsx) load then too. */
export const preloading = 'quanta:dialogs-preload';
const queued: { type: string; detail: unknown }[] = [];
let ready = false;
let wanted = false;

/** Whether a screen asked for the dialog and notice code to load ahead (the runner). */
export const preloadWanted = () => wanted;

/** Sends the dialogs asked for while the provider loaded, once it listens (its listeners are layout effects). */
function Replay() {
  useEffect(() => {
    ready = true;
    for (const { type, detail } of queued.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
  }, []);
  return null;
}

/**
 * Loads the dialog and notice code now (once), for a screen that must open dialogs and show notices without
 * a connection later (the runner).
 */
export function preloadDialogs() {
  if (wanted) return;
  wanted = true;
  // The same chunks the providers load, one after the other and each asked for in a task of its own (every
  // request a page starts costs the main thread on a phone); then the providers mount, and the service
  // worker is asked to keep what came.
  void import('@mantine/modals')
    .then(nextTask)
    .then(() => import('@mantine/notifications'))
    .then(nextTask)
    .then(() => {
      window.dispatchEvent(new Event(preloading));
      cacheLoadedAssets();
    })
    .catch(() => undefined);
}

/**
 * Dialogs opened through `modals.openConfirmModal` and the like. The dialog code (with its scroll area and
 * floating parts) loads with the first dialog asked for, not with every page; that request is kept and
 * sent again once the provider listens.
 */
export function Dialogs() {
  const [needed, setNeeded] = useState(wanted);
  useEffect(() => {
    if (wanted) setNeeded(true);
    const capture = (event: Event) => {
      if (ready) return;
      queued.push({ type: event.type, detail: (event as CustomEvent).detail });
      setNeeded(true);
    };
    const preload = () => setNeeded(true);
    for (const type of opening) window.addEventListener(type, capture);
    window.addEventListener(preloading, preload);
    return () => {
      for (const type of opening) window.removeEventListener(type, capture);
      window.removeEventListener(preloading, preload);
    };
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ModalsProvider>
        <Replay />
      </ModalsProvider>
    </Suspense>
  );
}
