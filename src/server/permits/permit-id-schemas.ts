// Schemas of the inputs that name a permit: `?id=` and `{id, opinion?}`.
import { text } from '../../domain/i18n/text.ts';
import { obj, str, titled } from '../http/json-schema.ts';

export const permitId = { type: 'integer', ...titled(text('permits.field.permit')), minimum: 1 };
export const opinionField = str(text('permits.field.opinion'), { maxLength: 500 });
export const idQuery = obj({ id: permitId }, ['id']);
export const idOpinionBody = obj({ id: permitId, opinion: opinionField }, ['id']);
