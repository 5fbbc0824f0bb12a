import type {
  ExportFeatureName,
  ItemExportFilters,
  reportExportFiltersSchema,
} from '@backoffice/contracts/exports';
import type { z } from 'zod';

/**
 * What an export is asked for: its range and outlet, for the Item list's export the list's filters, for a sales
 * report's its report, period and outlets (decision 0231).
 */
export interface ExportRange {
  start_time: string;
  end_time: string;
  outlet_id: number | null;
  item_filters?: ItemExportFilters;
  report_filters?: z.input<typeof reportExportFiltersSchema>;
}

/** What a run holds open until its file is ready: the realtime subscription. */
interface Closable {
  close(): void;
}

/**
 * The exports running in this browser tab, by export key. They belong to the tab, not to the menu that started them:
 * switching to another transactions tab (which unmounts the menu) or leaving the screen neither loses the file nor
 * lets a second export of the same key start, and a menu mounted again shows the run (decision 0116). A run is
 * marked the moment it is asked for, before its code has arrived (it is loaded on the first click, decision 0187),
 * so a double click starts one export.
 */
export const runs = new Map<ExportFeatureName, Closable | null>();
let running: ReadonlySet<ExportFeatureName> = new Set();
const listeners = new Set<() => void>();

export function publish(): void {
  running = new Set(runs.keys());
  for (const listener of listeners) listener();
}

/** The keys running now, the same set until one starts or ends (for useSyncExternalStore). */
export function runningNow(): ReadonlySet<ExportFeatureName> {
  return running;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the run (start-export.ts) tells the tab's list of runs. */
export const exportRuns = {
  attach(feature: ExportFeatureName, stream: Closable): void {
    runs.set(feature, stream);
  },
  end(feature: ExportFeatureName): void {
    runs.get(feature)?.close();
    runs.delete(feature);
    publish();
  },
};
