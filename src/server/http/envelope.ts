import { chinese } from '../../domain/i18n/chinese.ts';

/**
 * Success envelopes of DESIGN.md §4. The default `msg` is the Chinese of `server.ok`; the answer hook of
 * plugins/answer-language.ts puts it into the request's language.
 */
export const OK_MSG: string = chinese['server.ok'];

/** `{code: 0, msg, entity}`: the payload key of `/user/sysuser/*` and `/tszy/*`. */
export function okEntity<T>(entity: T, msg = OK_MSG) {
  return { code: 0, msg, entity };
}

/** `{code: 0, msg, data}`: the payload key elsewhere. */
export function okData<T>(data: T, msg = OK_MSG) {
  return { code: 0, msg, data };
}

/** Paged basic-data answer: `data: {rows, total}`. */
export function okRows<T>(rows: T[], total: number) {
  return okData({ rows, total });
}

/** JSON schema of an envelope whose payload is under `key`, for route docs and response serialisation. */
export function envelopeSchema(key: 'entity' | 'data', payload: object = {}) {
  return {
    type: 'object',
    properties: { code: { type: ['integer', 'string'] }, msg: { type: 'string' }, [key]: payload },
  } as const;
}
