// 发布: a Modal with the version note. The draft's own problems (draft-problems.ts) are listed and block
// publishing; a refusal of the server is shown the same way (400: its errors; 409: someone published
// meanwhile, with 重新加载).
import { Alert, Button, Input, Modal, Typography, message } from 'antd';
import { useState } from 'react';
import { failureFieldErrors, failureText } from '../src/runtime/client-failure.ts';
import { problemsOfErrors, type DraftProblem } from './draft-problems.ts';
import { designerZh, type DesignerId } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

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

export const CONFLICT_MESSAGE: string = designerZh['designer.publish.conflict'];

const PROP_LABELS: Readonly<Record<string, DesignerId>> = {
  key: 'designer.field.key',
  type: 'designer.field.type',
  title: 'designer.ref.name',
  help: 'designer.field.help',
  default: 'designer.type.default',
  minLength: 'designer.type.minLength',
  maxLength: 'designer.type.maxLength',
  pattern: 'designer.prop.pattern',
  patternMessage: 'designer.prop.patternMessage',
  minimum: 'designer.type.minimum',
  maximum: 'designer.type.maximum',
  precision: 'designer.type.precision',
  options: 'designer.options.group',
  maxCount: 'designer.publish.maxCount',
  fields: 'designer.ref.field',
  disabledFields: 'designer.publish.disabledFields',
};

/** Where a problem is, for people: 字段 trainingHours · 格式校验. */
export function problemPlace(path: string): string {
  const m = /^(fields|tabs)\.([^.]+)(?:\.(.+))?$/.exec(path);
  if (m) {
    const prop = m[3] ? PROP_LABELS[m[3]] : undefined;
    const where = t(m[1] === 'fields' ? 'designer.publish.atField' : 'designer.publish.atTab', { key: m[2] ?? '' });
    return m[3] ? t('designer.publish.atProp', { where, prop: prop ? t(prop) : m[3] }) : where;
  }
  if (path.startsWith('file')) return t('designer.publish.atFile', { pointer: path.slice(4) || '/' });
  return path;
}

function ProblemList({ problems }: { problems: readonly DraftProblem[] }) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
      {problems.map((p, i) => (
        <li key={i}>
          <Typography.Text type="secondary">{t('designer.publish.place', { place: problemPlace(p.path) })}</Typography.Text>
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
      void message.success(t('designer.publish.done', { version: nextVersion }));
      onClose();
    } catch (e) {
      const status = (e as { status?: unknown } | null)?.status;
      if (status === 409) setConflict(failureText(e, t('designer.publish.conflict')));
      else {
        const list = problemsOfErrors(failureFieldErrors(e));
        setRefusal({ message: failureText(e, t('designer.publish.failed')), problems: list });
        if (list.length) onRefused?.(list);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('designer.publish.title', { version: nextVersion })}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('designer.cancel')}
        </Button>,
        <Button key="ok" type="primary" loading={busy} disabled={blocked || conflict !== null} onClick={() => void publish()}>
          {t('designer.toolbar.publish')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('designer.publish.intro')}</Typography.Paragraph>
      {blocked && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={t('designer.publish.blocked', { count: problems.length })} description={<ProblemList problems={problems} />} />}
      {conflict !== null && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('designer.publish.conflict')}
          description={conflict}
          action={
            <Button
              size="small"
              onClick={() => {
                onClose();
                onReload();
              }}
            >
              {t('designer.publish.reload')}
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
      <Input.TextArea aria-label={t('designer.publish.note')} placeholder={t('designer.publish.notePlaceholder')} maxLength={200} showCount rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
    </Modal>
  );
}

export function PublishDialog({ open, ...rest }: PublishDialogProps) {
  return open ? <PublishForm {...rest} /> : null;
}
