/** Placeholder: the recurring outlet tab is built in its own change and replaces this file. */
export function OutletTab() {
  return null;
}
