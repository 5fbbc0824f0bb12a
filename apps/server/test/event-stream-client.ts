/**
 * A Server-Sent Events client for tests, over a real HTTP connection (Node 20 has no EventSource): it reads the
 * stream as a browser would and hands out events in order.
 */
export interface StreamEvent {
  id?: string;
  event: string;
  data: string;
}

export interface EventStreamClient {
  status: number;
  headers: Headers;
  /** The next event (skipping comments), or an error when none arrives within `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function connectEventStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const queue: StreamEvent[] = [];
  const waiters: ((event: StreamEvent) => void)[] = [];
  const deliver = (event: StreamEvent) => {
    const waiter = waiters.shift();
    if (waiter) waiter(event);
    else queue.push(event);
  };
  let endStream = () => {};
  const ended = new Promise<void>((resolve) => (endStream = resolve));
  if (response.ok && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let boundary: number;
          while ((boundary = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, boundary);
            buffer = buffer.slice(boundary + 2);
            const event: StreamEvent = { event: 'message', data: '' };
            let hasData = false;
            for (const line of frame.split('\n')) {
              if (line.startsWith(':')) continue;
              const [field, ...rest] = line.split(':');
              const value = rest.join(':').replace(/^ /, '');
              if (field === 'id') event.id = value;
              if (field === 'event') event.event = value;
              if (field === 'data') {
                event.data = hasData ? `${event.data}\n${value}` : value;
                hasData = true;
              }
            }
            if (hasData) deliver(event);
          }
        }
      } catch {
        // Aborted by close().
      }
      endStream();
    })();
  } else {
    endStream();
  }
  return {
    status: response.status,
    headers: response.headers,
    ended,
    next(timeoutMs = 10_000) {
      const queued = queue.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(onEvent), 1);
          reject(new Error(`no event within ${timeoutMs} ms`));
        }, timeoutMs);
        const onEvent = (event: StreamEvent) => {
          clearTimeout(timer);
          resolve(event);
        };
        waiters.push(onEvent);
      });
    },
    close: () => abort.abort(),
  };
}
