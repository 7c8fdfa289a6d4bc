// The answer of an approval act that may not happen: 409 with the Chinese reason (the contract's
// WORKFLOW_NOT_ALLOWED; wf-core's helper replaces this one at the merge, if it has its own).
import type { Text } from '../../domain/i18n/message-format.ts';
import { conflict, type AppError } from '../http/app-error.ts';

export function notAllowed(reason: Text): AppError {
  return conflict(reason);
}
