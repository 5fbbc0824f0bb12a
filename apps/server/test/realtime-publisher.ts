/**
 * Another process raising one realtime event, as a worker process does: `node --import tsx test/realtime-publisher.ts
 * <database url> <business id> <topic>`. Prints `published` once the transaction committed.
 */
import { openDatabase } from '../src/db/database.js';
import { createRealtimeHub } from '../src/platform/realtime/realtime-hub.js';

const [url, businessId, topic] = process.argv.slice(2) as [string, string, string];
const database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
const hub = createRealtimeHub(database, console);
hub.defineTopic(topic.split(':', 1)[0]!, { permission: 'reports.transactions' });
await database.db.transaction((tx) =>
  hub.publish(
    { businessId: Number(businessId), topic, type: 'finished', data: { pid: process.pid } },
    { in: tx },
  ),
);
await database.close();
console.log('published');
