import type {
  ExportFeatureName,
  ExportFormat,
  ItemExportFilters,
  reportExportFiltersSchema,
} from '@backoffice/contracts/exports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import type { z } from 'zod';
import { showToast } from '../toasts';
import { describeFailure } from '../../../lib/api/api-error';

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
const runs = new Map<ExportFeatureName, Closable | null>();
let running: ReadonlySet<ExportFeatureName> = new Set();
const listeners = new Set<() => void>();

function publish(): void {
  running = new Set(runs.keys());
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
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

/** The running exports (the menu and buttons show them disabled with a spinner) and how to start one. */
export function useExport() {
  const queryClient = useQueryClient();
  const inProgress = useSyncExternalStore(subscribe, () => running);
  const start = useCallback(
    (feature: ExportFeatureName, range: ExportRange, format: ExportFormat = 'xlsx') => {
      if (runs.has(feature)) return;
      runs.set(feature, null);
      publish();
      // The request, its realtime wait and the download: code no screen needs before Export is clicked.
      import('./start-export').then(
        ({ startExport }) => startExport(queryClient, feature, range, format),
        (error: unknown) => {
          showToast({ kind: 'error', message: describeFailure(error) });
          exportRuns.end(feature);
        },
      );
    },
    [queryClient],
  );
  return { inProgress, start };
}
