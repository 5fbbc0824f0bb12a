/** One key factory: a change can invalidate everything of the feature. */
export const itemImportKeys = {
  all: ['item-import'] as const,
  one: (id: string) => ['item-import', id] as const,
};
