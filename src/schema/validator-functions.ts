// The functions behind `x-validator` names, shared by the server's ajv keyword (compile-validator.ts) and
// the client's form validation (field-check.ts). Kept apart from ajv so the client bundle does not carry it.
import { isAmount, isCasNumber, isEmail, isExternalLink, isMobile, isStreamUrl, isNationalId } from '../domain/validators.ts';
import type { ValidatorName } from './resource-types.ts';
import { text, type Text } from './schema-text.ts';

/** The functions behind `x-validator` names (src/domain/validators.ts). */
export const VALIDATOR_FUNCTIONS: Readonly<Record<ValidatorName, (value: string | number) => boolean>> = {
  mobile: (v) => typeof v === 'string' && isMobile(v),
  email: (v) => typeof v === 'string' && isEmail(v),
  amount: (v) => isAmount(v),
  idCard: (v) => typeof v === 'string' && isNationalId(v),
  link: (v) => typeof v === 'string' && isExternalLink(v),
  streamUrl: (v) => typeof v === 'string' && isStreamUrl(v),
  cas: (v) => typeof v === 'string' && isCasNumber(v),
};

/** Message of a failed `x-validator`: 手机号码格式不正确 for mobile, else `<title>格式不正确`. */
export function validatorMessage(name: ValidatorName, title: string): Text {
  return name === 'mobile' ? text('rules.mobile.invalid') : text('schema.field.format', { title });
}

