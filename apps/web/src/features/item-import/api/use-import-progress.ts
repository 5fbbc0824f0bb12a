import {
  ITEM_IMPORT_EVENT,
  ITEM_IMPORT_TOPIC,
  itemImportEventDataSchema,
} from '@backoffice/contracts/item-import';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openRealtimeStream } from '../../../lib/realtime/open-realtime-stream';
import { itemImportKeys } from './item-import-keys';

/**
 * The rows written so far by the run of `importId`, from its realtime events; when the run ends the import is
 * read again, which carries the outcome.
 */
export function useImportProgress(importId: string | undefined, active: boolean): number | undefined {
  const queryClient = useQueryClient();
  const [processed, setProcessed] = useState<number>();
  useEffect(() => {
    if (!importId || !active) return undefined;
    const stream = openRealtimeStream([ITEM_IMPORT_TOPIC], {
      onReady: () => void queryClient.invalidateQueries({ queryKey: itemImportKeys.one(importId) }),
      onEvent: (event) => {
        if (event.type !== ITEM_IMPORT_EVENT) return;
        const data = itemImportEventDataSchema.safeParse(event.data);
        if (!data.success || data.data.id !== importId) return;
        setProcessed(data.data.processed_rows);
        if (data.data.status === 'SUCCESS' || data.data.status === 'FAILURE') {
          void queryClient.invalidateQueries({ queryKey: itemImportKeys.one(importId) });
        }
      },
    });
    return () => stream.close();
  }, [importId, active, queryClient]);
  return processed;
}
