import type { ExportFeatureName, ExportFormat } from '@backoffice/contracts/exports';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { showToast } from '../toasts';
import { describeFailure } from '../../../lib/api/api-error';
import { exportRuns, publish, runningNow, runs, subscribe, type ExportRange } from './export-runs';

export type { ExportRange } from './export-runs';

/** The running exports (the menu and buttons show them disabled with a spinner) and how to start one. */
export function useExport() {
  const queryClient = useQueryClient();
  const inProgress = useSyncExternalStore(subscribe, runningNow);
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
