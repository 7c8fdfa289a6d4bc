// Schemas of the inputs that name a permit: `?id=` and `{id, opinion?}`.
import { obj, str } from '../http/json-schema.ts';

export const permitId = { type: 'integer', title: '作业票', minimum: 1 };
export const opinionField = str('意见', { maxLength: 500 });
export const idQuery = obj({ id: permitId }, ['id']);
export const idOpinionBody = obj({ id: permitId, opinion: opinionField }, ['id']);
