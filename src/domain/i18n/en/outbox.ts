import type { English } from '../message-format.ts';
import type { outboxZh } from '../zh/outbox.ts';

export const outboxEn: English<typeof outboxZh> = {
  'outbox.key.invalid': 'The {header} header is malformed: it must be 8 to 128 letters, digits or -_: characters',
  'outbox.key.inFlight': 'The submission of this {header} is still being processed; try again shortly',
  'outbox.key.reused': 'The {header} header was used for another submission and cannot be used for this request',
  'outbox.log.finishFailed': 'Could not store the answer of an idempotency key',
  'outbox.log.releaseFailed': 'Could not release an idempotency key',
};
