/**
 * Select lists load with 3 retries, 500 ms apart. Spread into the list's query options; `lib` owns it
 * because queries (like the shared outlets call) use it, and `lib` never imports `components` (decision 0001).
 */
export const SELECT_QUERY_RETRY = { retry: 3, retryDelay: 500 } as const;
