// The schema editor's 保存为企业配置 dialog: what saving does, and an optional note for the new version.
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export interface SaveNoteDialogProps {
  open: boolean;
  saving: boolean;
  /** Saves with the note typed (trimmed; undefined when blank). */
  onSave(note: string | undefined): void;
  onCancel(): void;
}

/** Asks for the version's note before the file is saved as the enterprise's overlay (the note starts empty each time). */
export function SaveNoteDialog({ open, saving, onSave, onCancel }: SaveNoteDialogProps) {
  const [note, setNote] = useState('');
  return (
    <Modal
      title={t('designer.save.title')}
      open={open}
      okText={t('designer.save.ok')}
      cancelText={t('designer.cancel')}
      confirmLoading={saving}
      onOk={() => onSave(note.trim() || undefined)}
      onCancel={onCancel}
      afterOpenChange={(shown) => {
        if (!shown) setNote('');
      }}
    >
      <Typography.Paragraph>{t('designer.save.intro')}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t('designer.publish.note')}
        placeholder={t('designer.save.notePlaceholder')}
        maxLength={200}
        showCount
        autoFocus
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
