import type { MessageId } from './chinese.ts';
import type { MessageParams, Text } from './message-format.ts';

/**
 * A message by its catalogue id, rendered later in the reader's language: what the server's errors and the
 * domain's rules give, e.g. `throw badRequest(text('permits.error.closed', { id }))`. The id is checked when
 * compiling; importing this costs no bytes of the catalogue.
 */
export function text(id: MessageId, params?: MessageParams): Text {
  return params ? { id, params } : { id };
}
