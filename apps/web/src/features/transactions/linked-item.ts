/**
 * The catalogue item the success list is narrowed to, as a sales report's row named it (decision 0260): its id,
 * its name and variant as sold ('' = any variant). Only the success tab reads it. Kept apart from the filter so
 * that the address reader (transaction-paths.ts, which the app's path table loads) takes nothing else with it.
 */
export interface LinkedItem {
  id: number;
  name: string;
  variant: string;
}

/** The server's largest id (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** A stored or linked item, when it is one: a whole id in the server's range and a name. */
export function sanitizeItem(value: unknown): LinkedItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, variant } = value as Partial<Record<keyof LinkedItem, unknown>>;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  if (typeof name !== 'string' || name.trim() === '') return null;
  return { id, name, variant: typeof variant === 'string' ? variant : '' };
}
