// 特殊作业's form blocks by key, loaded with the permit form itself: PermitRuntimeForm finds them here at once (a
// lazy block renders after its chunk, a second pass over the whole form), any other key through the registry's lazy
// loaders. blocks.ts registers the same components for the other hosts of a permit file (the designer's preview), each
// as a new permit of its file's kind where no permit form provides PermitFormContext (permit-block-standalone.tsx).
import type { ComponentType } from 'react';
import type { FormBlockLookup, FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { formBlockLookup } from '../../components/form-block-lookup.ts';
import { standalonePermitBlock } from './permit-block-standalone.tsx';
import type { PermitFormBlockKey } from './permit-form-block-keys.ts';
import { PermitGradeBlock } from './permit-grade-block.tsx';
import { PermitLinkBlock } from './permit-link-block.tsx';
import { PermitBriefingFormBlock, PermitHazardsBlock, PermitMeasuresBlock, PermitRelatedBlock, PermitWorkersBlock } from './permit-list-blocks.tsx';
import { PermitNoticesBlock } from './permit-notices-block.tsx';

export const PERMIT_FORM_BLOCKS: Readonly<Record<PermitFormBlockKey, ComponentType<FormBlockProps>>> = {
  'tszy/permit-workers': PermitWorkersBlock,
  'tszy/permit-related': PermitRelatedBlock,
  'tszy/permit-measures': PermitMeasuresBlock,
  'tszy/permit-hazards': PermitHazardsBlock,
  'tszy/permit-briefing': PermitBriefingFormBlock,
  'tszy/permit-grade': PermitGradeBlock,
  'tszy/permit-notices': PermitNoticesBlock,
  'tszy/permit-link': PermitLinkBlock,
};

/** The same blocks for the registry (blocks.ts): in a host that is no permit form, a new permit of the file's kind. */
export const STANDALONE_PERMIT_FORM_BLOCKS = Object.fromEntries(
  Object.entries(PERMIT_FORM_BLOCKS).map(([key, block]) => [key, standalonePermitBlock(block)]),
) as Readonly<Record<PermitFormBlockKey, ComponentType<FormBlockProps>>>;

/** The permit's blocks at once, any other through the registry. */
export const permitFormBlockLookup: FormBlockLookup = (key) =>
  Object.hasOwn(PERMIT_FORM_BLOCKS, key) ? PERMIT_FORM_BLOCKS[key as PermitFormBlockKey] : formBlockLookup(key);
