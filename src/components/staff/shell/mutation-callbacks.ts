import type { UseMutationOptions } from "@tanstack/react-query";

/**
 * What a screen adds to one of the entities' mutation hooks (`*-mutations.ts`): its status
 * messages, form resets and focus. The hook keeps the call and what it makes out of date in the
 * cache, so that a change is written once, whichever screen makes it.
 */
export type MutationCallbacks<TData, TVariables = void> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  "onMutate" | "onSuccess" | "onError" | "onSettled"
>;
