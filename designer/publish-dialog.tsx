// 发布: a Modal with the version note. The draft's own problems (draft-problems.ts) are listed and block
// publishing; a refusal of the server is shown the same way (400: its errors; 409: someone published
// meanwhile, with 重新加载).
import { Alert, Button, Input, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { failureFieldErrors, failureText } from '../src/runtime/client-failure.ts';
import { problemsOfErrors, type DraftProblem } from './draft-problems.ts';

export interface PublishDialogProps {
  open: boolean;
  /** The version publishing makes. */
  nextVersion: number;
  /** The draft's problems: nothing is sent while there are any. */
  problems: readonly DraftProblem[];
  /** Publishes; rejects with the server's refusal. */
  onPublish: (note: string) => Promise<unknown>;
  /** A 400 refusal's problems (the fields panel marks them). */
  onRefused?: (problems: DraftProblem[]) => void;
  /** Loads the version in force again (after a 409). */
  onReload: () => void;
  onClose: () => void;
}

export const CONFLICT_MESSAGE = '其他管理员已发布了新版本';

const PROP_LABELS: Record<string, string> = {
  key: '字段标识',
  type: '字段类型',
  title: '名称',
  help: '帮助说明',
  default: '默认值',
  minLength: '最小长度',
  maxLength: '最大长度',
  pattern: '格式校验',
  patternMessage: '格式提示',
  minimum: '最小值',
  maximum: '最大值',
  precision: '小数位数',
  options: '选项',
  maxCount: '上传数量',
  fields: '字段',
  disabledFields: '停用字段',
};

/** Where a problem is, for people: 字段 trainingHours · 格式校验. */
export function problemPlace(path: string): string {
  const m = /^(fields|tabs)\.([^.]+)(?:\.(.+))?$/.exec(path);
  if (m) return `${m[1] === 'fields' ? '字段' : '页签'} ${m[2]}${m[3] ? ` · ${PROP_LABELS[m[3]] ?? m[3]}` : ''}`;
  if (path.startsWith('file')) return `文件 ${path.slice(4) || '/'}`;
  return path;
}

function ProblemList({ problems }: { problems: readonly DraftProblem[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {problems.map((p, i) => (
        <li key={i}>
          <Typography.Text type="secondary">{problemPlace(p.path)}：</Typography.Text>
          {p.message}
        </li>
      ))}
    </ul>
  );
}

/** The dialog's contents, mounted afresh at each opening. */
function PublishForm({ nextVersion, problems, onPublish, onRefused, onReload, onClose }: Omit<PublishDialogProps, 'open'>) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: DraftProblem[] } | null>(null);
  const blocked = problems.length > 0;

  const publish = async () => {
    setBusy(true);
    setRefusal(null);
    try {
      await onPublish(note);
      void message.success(`已发布版本 v${nextVersion}`);
      onClose();
    } catch (e) {
      const status = (e as { status?: unknown } | null)?.status;
      if (status === 409) setConflict(failureText(e, CONFLICT_MESSAGE));
      else {
        const list = problemsOfErrors(failureFieldErrors(e));
        setRefusal({ message: failureText(e, '发布失败'), problems: list });
        if (list.length) onRefused?.(list);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={`发布为版本 v${nextVersion}`}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={blocked || conflict !== null} onClick={() => void publish()}>
          发布
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">发布后本企业的用户立即看到新的字段和页签；历史版本可对比、回滚。</Typography.Paragraph>
      {blocked && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={`草稿有 ${problems.length} 处问题，修改后才能发布`} description={<ProblemList problems={problems} />} />}
      {conflict !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={CONFLICT_MESSAGE}
          description={conflict}
          action={
            <Button
              size="small"
              onClick={() => {
                onClose();
                onReload();
              }}
            >
              重新加载
            </Button>
          }
        />
      )}
      {refusal && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={refusal.message}
          description={refusal.problems.length ? <ProblemList problems={refusal.problems} /> : undefined}
        />
      )}
      <Input.TextArea aria-label="版本说明" placeholder="版本说明（选填），例如：新增培训学时字段" maxLength={200} showCount rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
    </Modal>
  );
}

export function PublishDialog({ open, ...rest }: PublishDialogProps) {
  return open ? <PublishForm {...rest} /> : null;
}
