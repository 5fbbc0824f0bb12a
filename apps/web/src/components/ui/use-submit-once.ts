import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * A submit that sends once (decision 0115): while its work runs, a second click, an Enter or a double-click is
 * ignored. The guard is a ref set in the same event, because a second click that arrives before React re-renders
 * still sees the button enabled and the mutation's old `isPending`. Returns `undefined` for an ignored call.
 */
export function useSubmitOnce() {
  const running = useRef(false);
  return useCallback(async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    try {
      return await work();
    } finally {
      running.current = false;
    }
  }, []);
}

/**
 * A mutation's `mutate` that sends once (decision 0115): the same arguments and per-call callbacks, ignored while a
 * call made through it is still running.
 */
export function useMutateOnce<TData, TError, TVariables, TContext>(
  mutation: UseMutationResult<TData, TError, TVariables, TContext>,
) {
  const once = useSubmitOnce();
  const { mutate } = mutation;
  return useCallback(
    (variables: TVariables, options?: MutateOptions<TData, TError, TVariables, TContext>) => {
      void once(
        () =>
          new Promise<void>((settled) =>
            mutate(variables, {
              ...options,
              onSettled: (...args) => {
                settled();
                return options?.onSettled?.(...args);
              },
            }),
          ),
      );
    },
    [once, mutate],
  );
}
