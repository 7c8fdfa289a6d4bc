// The keys of 特殊作业's form blocks (the permit form files place them: `x-block` on the lists, `form.x-blocks`). Kept
// apart from the components so that blocks.ts, loaded with every page, registers them without loading them.
export const PERMIT_FORM_BLOCK_KEYS = [
  'tszy/permit-workers',
  'tszy/permit-related',
  'tszy/permit-measures',
  'tszy/permit-hazards',
  'tszy/permit-briefing',
  'tszy/permit-grade',
  'tszy/permit-notices',
  'tszy/permit-link',
] as const;

export type PermitFormBlockKey = (typeof PERMIT_FORM_BLOCK_KEYS)[number];

/** The blocks that edit a field, whose value the detail shows by the block's view (permit-field-views.tsx). */
export const PERMIT_FIELD_VIEW_KEYS = [
  'tszy/permit-workers',
  'tszy/permit-related',
  'tszy/permit-measures',
  'tszy/permit-hazards',
  'tszy/permit-briefing',
  'tszy/permit-link',
] as const satisfies readonly PermitFormBlockKey[];

export type PermitFieldViewKey = (typeof PERMIT_FIELD_VIEW_KEYS)[number];
