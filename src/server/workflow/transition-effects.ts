// What a transition of a particular resource does to the record beyond its state, when the specification
// gives it (spec 001 §7.1: publishing a notice stamps its publish time; a republished notice drops its old
// recall reason). Keyed `resource:action`; each changes the values about to be validated and saved.
type Effect = (values: Record<string, unknown>, now: Date) => void;

const EFFECTS: Readonly<Record<string, Effect>> = Object.freeze({
  'notice:publish': (values, now) => {
    values.publishTime = now.toISOString();
    delete values.recallReason;
  },
});

/** Applies the effect of `resource:action`, if it has one. */
export function applyTransitionEffect(resource: string, action: string, values: Record<string, unknown>, now = new Date()): void {
  const key = `${resource}:${action}`;
  if (Object.hasOwn(EFFECTS, key)) EFFECTS[key](values, now);
}
