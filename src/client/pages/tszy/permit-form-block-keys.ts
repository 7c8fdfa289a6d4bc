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
