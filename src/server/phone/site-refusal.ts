// The refusals of the site parts (issue 15, docs/phone.md): a status (422 for a signature or position that
// does not do), a reason code (SIGNATURE_EMPTY, SIGNATURE_REQUIRED, POSITION_REQUIRED, ...) and the Chinese
// message naming the field at fault. The envelope answers `code` = status, `msg` and `errors: [{field, message}]`.
import type { Text } from '../../domain/i18n/message-format.ts';
import { AppError, fieldProblem } from '../http/app-error.ts';

export type SiteReason =
  | 'SIGNATURE_EMPTY'
  | 'SIGNATURE_NOT_PNG'
  | 'SIGNATURE_TOO_LARGE'
  | 'SIGNATURE_REQUIRED'
  | 'POSITION_REQUIRED';

export class SiteRefusal extends AppError {
  constructor(
    readonly reason: SiteReason,
    field: string,
    message: Text,
    status = 422,
  ) {
    super(status, message, [fieldProblem(field, message)]);
  }
}
