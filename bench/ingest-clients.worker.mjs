// A worker thread does not inherit the main thread's `--import tsx`: it registers tsx itself, then loads the clients.
import { register } from 'tsx/esm/api';

register();
await import('./ingest-clients.worker.ts');
