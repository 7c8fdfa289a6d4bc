// The live alarms' change notices (docs/process-alarms.md): the ingest kind and the ack/shelve routes say, in the
// transaction that changed them, that an enterprise's alarms changed (the time of the change); the stream route
// tells the pages of that enterprise, in every API process (src/server/live/live-topic.ts).
import { liveTopic } from '../live/live-topic.ts';

export const alarmsChanged = liveTopic<string>('gyaq-alarms');
