import {
  EXPORT_EVENT,
  exportEndpoints,
  exportTopic,
  type ExportFeatureName,
  type ExportFormat,
  type ItemExportFilters,
  type reportExportFiltersSchema,
} from '@backoffice/contracts/exports';
import type { z } from 'zod';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { describeFailure } from '../../../lib/api/api-error';
import { openRealtimeStream, type RealtimeStream } from '../../../lib/realtime/open-realtime-stream';
import { showToast } from '../toasts';
import { exportKeys } from './export-keys';

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

/** Opens the file as a download (an attachment): no new window, which a popup blocker could stop. */
function openFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The exports running in this browser tab, by export key. They belong to the tab, not to the menu that started them:
 * switching to another transactions tab (which unmounts the menu) or leaving the screen neither loses the file nor
 * lets a second export of the same key start, and a menu mounted again shows the run (decision 0116).
 */
const runs = new Map<ExportFeatureName, RealtimeStream>();
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

/**
 * The product's state rules "Export (success tab)" (the cancelled and void tabs follow it too), per export key:
 * subscribe to the key's topic; when the subscription succeeds, request the export; when its event arrives with a
 * status other than IN_PROGRESS, fetch the result; on FAILURE show its error_message, else open the file; then
 * unsubscribe and clear the in-progress marker.
 */
function startExport(
  queryClient: QueryClient,
  feature: ExportFeatureName,
  range: ExportRange,
  format: ExportFormat,
): void {
  if (runs.has(feature)) return;
  let exportId: string | undefined;
  let requested = false;
  // Events of this key that arrived before the request answered with the id.
  const early = new Set<string>();

  const finish = () => {
    runs.get(feature)?.close();
    runs.delete(feature);
    publish();
    void queryClient.invalidateQueries({ queryKey: exportKeys.all });
  };
  const fetchResult = async (id: string) => {
    try {
      const result = await callEndpoint(exportEndpoints.status, { params: { id } });
      if (result.status === 'FAILURE') {
        showToast({ kind: 'error', message: result.error_message ?? '' });
      } else if (result.file_url) {
        openFile(result.file_url);
      }
    } catch (error) {
      showToast({ kind: 'error', message: describeFailure(error) });
    }
    finish();
  };

  const stream = openRealtimeStream([exportTopic(feature)], {
    onReady: () => {
      if (requested) return;
      requested = true;
      callEndpoint(exportEndpoints.create, {
        body: { feature_name: feature, additional: range, format },
      }).then(
        (created) => {
          exportId = created.id;
          void queryClient.invalidateQueries({ queryKey: exportKeys.all });
          if (early.has(created.id)) void fetchResult(created.id);
        },
        (error: unknown) => {
          showToast({ kind: 'error', message: describeFailure(error) });
          finish();
        },
      );
    },
    onEvent: (event) => {
      if (event.type !== EXPORT_EVENT || event.data.status === 'IN_PROGRESS') return;
      const id = String(event.data.id);
      if (exportId === undefined) early.add(id);
      else if (id === exportId) void fetchResult(id);
    },
  });
  runs.set(feature, stream);
  publish();
}

/** The running exports (the menu and buttons show them disabled with a spinner) and how to start one. */
export function useExport() {
  const queryClient = useQueryClient();
  const inProgress = useSyncExternalStore(subscribe, () => running);
  const start = useCallback(
    (feature: ExportFeatureName, range: ExportRange, format: ExportFormat = 'xlsx') =>
      startExport(queryClient, feature, range, format),
    [queryClient],
  );
  return { inProgress, start };
}
