/** The guard's failure text: the error's own, or 'Has Error' (spec 000 §8). */
export function guardErrorText(err: unknown): string {
  return err instanceof Error && err.message ? err.message : 'Has Error';
}

/** A `compBizId` that asks for a view-only token: present, a number, and not the one already viewed. */
export function wantedCompBizId(param: string | null, stored: string): string | null {
  const v = param?.trim() ?? '';
  return /^\d{1,15}$/.test(v) && v !== stored ? v : null;
}
