import {
  REALTIME_STREAM_PATH,
  realtimeEndpoints,
  realtimeEventSchema,
  type RealtimeEvent,
} from '@backoffice/contracts/realtime';
import { buildUrl } from '../api/api-client';
import { callEndpoint } from '../api/call-endpoint';

export interface RealtimeStreamHandlers {
  /** The subscription is live (spec "subscription succeeded"); called again after each reconnect. */
  onReady?: () => void;
  onEvent: (event: RealtimeEvent) => void;
  /** A ticket could not be had (signed out, offline); the stream keeps trying while open. */
  onError?: (error: unknown) => void;
}

export interface RealtimeStream {
  close(): void;
}

const RECONNECT_MS = 3000;

/**
 * One realtime stream of the business (decision 0057): a ticket first (an EventSource sends no bearer token), then
 * the EventSource. When the browser gives up on it (CLOSED: the ticket is single-use, so its own retry cannot
 * succeed), a new ticket opens a new stream that resumes after the last event seen (`last_event_id`).
 */
export function openRealtimeStream(
  topics: readonly string[],
  handlers: RealtimeStreamHandlers,
): RealtimeStream {
  let source: EventSource | undefined;
  let closed = false;
  let lastEventId: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    if (closed) return;
    try {
      const { ticket } = await callEndpoint(realtimeEndpoints.ticket, {});
      if (closed) return;
      const query: Record<string, string> = { ticket, topics: topics.join(',') };
      if (lastEventId) query.last_event_id = lastEventId;
      const current = new EventSource(buildUrl(`/api${REALTIME_STREAM_PATH}`, query));
      source = current;
      current.addEventListener('ready', () => handlers.onReady?.());
      current.addEventListener('message', (message: MessageEvent<string>) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const parsed = realtimeEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) handlers.onEvent(parsed.data);
      });
      current.addEventListener('error', () => {
        if (current.readyState === EventSource.CLOSED && !closed) {
          current.close();
          timer = setTimeout(() => void connect(), RECONNECT_MS);
        }
      });
    } catch (error) {
      handlers.onError?.(error);
      if (!closed) timer = setTimeout(() => void connect(), RECONNECT_MS);
    }
  };
  void connect();

  return {
    close() {
      closed = true;
      clearTimeout(timer);
      source?.close();
    },
  };
}
