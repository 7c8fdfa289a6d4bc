// The Idempotency-Key of a write (issue 15 item 7, docs/phone.md "No signal"): what the server accepts as a key,
// and how long it keeps one. Shared by the server's idempotency plugin and the phone's outbox.

/** 8 to 128 characters of letters, digits, `-`, `_` and `:` (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9\-_:]{8,128}$/;

/** Whether a header value is a key the server accepts. */
export const isIdempotencyKey = (value: unknown): value is string => typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);

/** A first request still running after this long is taken as abandoned: the key may be run again. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

/** A key's answer is kept this long; older keys are removed. */
export const IDEMPOTENCY_KEEP_MS = 7 * 24 * 3_600_000;

/** The header of an answer that is a stored first answer, sent again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
