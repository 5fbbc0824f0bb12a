import {
  EXPORT_EVENT,
  exportEndpoints,
  exportTopic,
  type ExportFeatureName,
  type ExportFormat,
} from '@backoffice/contracts/exports';
import type { QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { describeFailure } from '../../../lib/api/api-error';
import { openRealtimeStream } from '../../../lib/realtime/open-realtime-stream';
import { showToast } from '../toasts';
import { exportKeys } from './export-keys';
import { exportRuns, type ExportRange } from './export-runs';

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
 * The product's state rules "Export (success tab)" (the cancelled and void tabs follow it too), per export key:
 * subscribe to the key's topic; when the subscription succeeds, request the export; when its event arrives with a
 * status other than IN_PROGRESS, fetch the result; on FAILURE show its error_message, else open the file; then
 * unsubscribe and clear the in-progress marker.
 */
export function startExport(
  queryClient: QueryClient,
  feature: ExportFeatureName,
  range: ExportRange,
  format: ExportFormat,
): void {
  let exportId: string | undefined;
  let requested = false;
  // Events of this key that arrived before the request answered with the id.
  const early = new Set<string>();

  const finish = () => {
    exportRuns.end(feature);
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
  exportRuns.attach(feature, stream);
}
