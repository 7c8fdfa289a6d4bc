// A permit block for a host that is no permit form (the designer's live preview of a permit file): the blocks read
// PermitFormContext (the kind, the saved permit, the reason of a change), which only PermitRuntimeForm provides. Where
// none is provided, the block shows a new permit of the kind of the file that places it (FormBlockProps.resourceKey,
// permitKindOfKey): nothing saved, no reason to give. The wrapping is the tszy module's own, in the components the
// registry loads (blocks.ts), so that a host finds the permit blocks through the one lookup of every module's blocks
// (form-block-lookup.ts) and needs to know nothing of permits: the designer imports no client code (DESIGN.md §2).
import { Typography } from 'antd';
import { useContext, useMemo, type ComponentType } from 'react';
import type { PermitKind } from '../../../domain/permit-kinds.ts';
import type { FormBlockProps } from '../../../runtime/form-blocks-context.ts';
import { permitKindOfKey } from '../../../schema/permit-form.ts';
import { PermitFormContext, type PermitFormState } from './permit-form-context.ts';
import { t } from './permit-labels.ts';

const NO_REASON = { value: '', error: '', set: () => undefined };

/** The state of a new permit of the kind: nothing saved (the blocks' "new permit" state), no reason of a change. */
export function newPermitFormState(kind: PermitKind): PermitFormState {
  return { kind, saved: null, reason: NO_REASON };
}

/** The block as it is inside a permit form, and as a new permit of its file's kind outside one. */
export function standalonePermitBlock(Block: ComponentType<FormBlockProps>): ComponentType<FormBlockProps> {
  function StandalonePermitBlock(props: FormBlockProps) {
    const state = useContext(PermitFormContext);
    const kind = permitKindOfKey(props.resourceKey);
    const fallback = useMemo(() => (kind ? newPermitFormState(kind) : null), [kind]);
    if (state) return <Block {...props} />;
    // A permit block placed on a file of no permit kind: said, rather than failing the whole form.
    if (!fallback) return <Typography.Text type="warning">{t('permitsui.edit.blockOutsidePermit')}</Typography.Text>;
    return (
      <PermitFormContext.Provider value={fallback}>
        <Block {...props} />
      </PermitFormContext.Provider>
    );
  }
  StandalonePermitBlock.displayName = `StandalonePermitBlock(${Block.displayName ?? (Block.name || 'Block')})`;
  return StandalonePermitBlock;
}
