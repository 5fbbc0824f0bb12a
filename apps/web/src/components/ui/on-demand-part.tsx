import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorState } from './error-state';

/**
 * A part of a screen that is not in its first load (decisions 0187, 0205): a side panel's form with `@mantine/form`
 * and the inputs only it uses. `load` is a dynamic `import()`; a loaded module is kept, so later openings render
 * at once, and a failed download is tried again on Retry or at the next mount.
 */
export interface OnDemand<M> {
  load: () => Promise<M>;
  loaded: () => M | undefined;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let module: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    load: () => {
      pending ??= load().then(
        (found) => (module = found),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/**
 * The part's module once loaded. Its download starts after the first paint of the component using it (a screen's
 * panel, mounted with the screen), so that a click rarely waits for it.
 */
export function useOnDemand<M>(part: OnDemand<M>): {
  module: M | undefined;
  failed: boolean;
  retry: () => void;
} {
  const [module, setModule] = useState(part.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let current = true;
    part.load().then(
      (found) => current && setModule(() => found),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [part, module, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((count) => count + 1);
  };
  return { module, failed, retry };
}

interface OnDemandPartProps<M> {
  part: OnDemand<M>;
  /** Shown while the module arrives: the skeleton the panel shows while its record loads. */
  fallback: ReactNode;
  /** The message of the error shown, with Retry, when the download failed (its title alone when absent). */
  errorMessage?: string;
  children: (module: M) => ReactNode;
}

/**
 * Renders `children` with the part's module, `fallback` until it is there. A part that arrives after its drawer
 * opened gives its `data-autofocus` field (or its first control) the focus, as the drawer's or popover's focus trap
 * does for a part that is there when it opens (the trap looks only once), unless the focus has left it meanwhile.
 */
export function OnDemandPart<M>({ part, fallback, errorMessage, children }: OnDemandPartProps<M>) {
  const { module, failed, retry } = useOnDemand(part);
  const waited = useRef(false);
  if (!module) {
    waited.current = true;
    return failed ? <ErrorState message={errorMessage} onRetry={retry} /> : fallback;
  }
  return <FocusOnArrival late={waited.current}>{children(module)}</FocusOnArrival>;
}

function FocusOnArrival({ late, children }: { late: boolean; children: ReactNode }) {
  const anchor = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (!late) return;
    const dialog = anchor.current?.closest<HTMLElement>('[role="dialog"]');
    const active = document.activeElement;
    if (!dialog || (active && active !== document.body && !dialog.contains(active))) return;
    // The field the part marks, or else its first control: what the trap would have chosen.
    const first =
      dialog.querySelector<HTMLElement>('[data-autofocus]') ??
      anchor.current?.parentElement?.querySelector<HTMLElement>(
        'button:not(:disabled), input:not(:disabled)',
      );
    first?.focus();
    // Only on arrival: later renders keep the focus where the merchant put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {children}
    </>
  );
}

/** Starts the part's download after the first paint of the component using it, so that a click rarely waits. */
export function usePreload(part: OnDemand<unknown>) {
  useEffect(() => {
    part.load().catch(() => undefined);
  }, [part]);
}
