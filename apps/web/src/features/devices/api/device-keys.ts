export const deviceKeys = {
  all: ['pos-devices'] as const,
  list: () => [...deviceKeys.all, 'list'] as const,
};
