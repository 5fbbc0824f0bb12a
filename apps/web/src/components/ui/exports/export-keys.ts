export const exportKeys = {
  all: ['exports'] as const,
  history: () => [...exportKeys.all, 'history'] as const,
};
