// 新增作业票: a dialog to choose the kind of the new permit (the ten kinds of GB 30871 with their full names).
import { Button, Modal, Space } from 'antd';
import { PERMIT_KINDS, type PermitKind } from '../../../domain/permit-kinds.ts';
import { kindName, t } from './permit-labels.ts';

export interface PermitKindChooserProps {
  open: boolean;
  onChoose: (kind: PermitKind) => void;
  onCancel: () => void;
}

export function PermitKindChooser({ open, onChoose, onCancel }: PermitKindChooserProps) {
  return (
    <Modal title={t('permitsui.chooser.title')} open={open} onCancel={onCancel} footer={null} destroyOnHidden>
      <Space wrap size={[8, 12]} role="group" aria-label={t('permitsui.col.kind')}>
        {PERMIT_KINDS.map((k) => (
          <Button key={k} onClick={() => onChoose(k)}>
            {kindName(k)}
          </Button>
        ))}
      </Space>
    </Modal>
  );
}
