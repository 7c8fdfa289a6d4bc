/** A record's text field as shown: the text when it holds more than blanks, else null. */
export const textOrNull = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
