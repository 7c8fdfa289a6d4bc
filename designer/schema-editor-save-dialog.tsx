// The schema editor's 保存为企业配置 dialog: what saving does, and an optional note for the new version.
import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';

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
      title="保存为企业配置"
      open={open}
      okText="保存并发布"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => onSave(note.trim() || undefined)}
      onCancel={onCancel}
      afterOpenChange={(shown) => {
        if (!shown) setNote('');
      }}
    >
      <Typography.Paragraph>保存后将发布为新版本，立即对本企业生效；可在“版本”中对比与回滚。</Typography.Paragraph>
      <Input.TextArea
        aria-label="版本说明"
        placeholder="版本说明（可选），如：调整列表列"
        maxLength={200}
        showCount
        autoFocus
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
    </Modal>
  );
}
