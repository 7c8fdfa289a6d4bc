// The form's file field (Formily `Upload`): the value is the array of stored file ids (strings). Files go
// up through ResourceClient.upload with a progress bar; existing ids are named through fileInfo; the type
// and size are checked before upload (spec 001 §5: documents Word, Excel, PowerPoint, PDF; images png,
// jpg, jpeg, gif; video mp4), and `maxCount` (the field's maxItems) is respected.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Space, Typography, Upload, message } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureText } from './client-failure.ts';
import { useResourceClient, type FileKind, type FileMeta } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface FileUploadProps {
  value?: string[] | string | null;
  onChange?: (ids: string[]) => void;
  /** Which files the field takes (default document). */
  accept?: FileKind;
  /** At most this many files (the field's maxItems). */
  maxCount?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

const MB = 1024 * 1024;

/** Per kind: the browser's accept list, the extensions checked, the size limit and its label. */
export const FILE_RULES: Readonly<Record<FileKind, { extensions: string[]; maxBytes: number; label: string; types: readonly string[] }>> = {
  document: {
    extensions: ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.pdf'],
    maxBytes: 50 * MB,
    label: '50MB',
    types: ['Word', 'Excel', 'PowerPoint', 'PDF'],
  },
  image: { extensions: ['.png', '.jpg', '.jpeg', '.gif'], maxBytes: 10 * MB, label: '10MB', types: ['png', 'jpg', 'jpeg', 'gif'] },
  video: { extensions: ['.mp4'], maxBytes: 200 * MB, label: '200MB', types: ['mp4'] },
};

const UPLOAD_IDS = { document: 'runtime.upload.document', image: 'runtime.upload.image', video: 'runtime.upload.video' } as const;

/** The file types `kind` accepts, as a reader's list. */
const typesText = (kind: FileKind): string => FILE_RULES[kind].types.join(t('runtime.list.separator'));

/** Why `file` may not be uploaded as `kind`, or null when it may. */
export function uploadRefusal(file: { name: string; size: number }, kind: FileKind): string | null {
  const rule = FILE_RULES[kind];
  const lower = file.name.toLowerCase();
  if (!rule.extensions.some((ext) => lower.endsWith(ext))) return t('runtime.upload.badType', { types: typesText(kind) });
  if (file.size > rule.maxBytes) return t('runtime.upload.tooBig', { limit: rule.label });
  return null;
}

function idsOf(value: FileUploadProps['value']): string[] {
  if (value === undefined || value === null || value === '') return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function isKind(v: unknown): v is FileKind {
  return v === 'document' || v === 'image' || v === 'video';
}

/** The upload control of a file field. */
export function FileUpload({ value, onChange, accept, maxCount, disabled, readOnly }: FileUploadProps) {
  const client = useResourceClient();
  const kind: FileKind = isKind(accept) ? accept : 'document';
  const ids = useMemo(() => idsOf(value), [value]);
  const latest = useRef(ids);
  const [metas, setMetas] = useState<Record<string, FileMeta>>({});
  const [uploads, setUploads] = useState<UploadFile[]>([]);
  const unknownKey = ids.filter((id) => !metas[id]).join(',');

  useEffect(() => {
    latest.current = ids;
  }, [ids]);

  useEffect(() => {
    if (unknownKey === '') return;
    let live = true;
    client.fileInfo(unknownKey.split(',')).then(
      (list) => live && setMetas((m) => ({ ...m, ...Object.fromEntries(list.map((f) => [f.id, f])) })),
      () => undefined, // the names stay 附件 id; the ids are kept
    );
    return () => {
      live = false;
    };
  }, [client, unknownKey]);

  const change = (next: string[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const full = maxCount !== undefined && ids.length + uploads.length >= maxCount;
  const locked = Boolean(disabled || readOnly);

  // Files accepted and not yet answered: several chosen at once are checked before any state updates.
  const pending = useRef(0);
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal =
      maxCount !== undefined && latest.current.length + pending.current >= maxCount
        ? t('runtime.upload.tooMany', { count: maxCount })
        : uploadRefusal(file, kind);
    if (refusal) {
      void message.error(refusal);
      return Upload.LIST_IGNORE;
    }
    pending.current += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const f = file as File & { uid: string };
    const item: UploadFile = { uid: f.uid, name: f.name, status: 'uploading', percent: 0 };
    setUploads((u) => [...u, item]);
    const progress = (percent: number) =>
      setUploads((u) => u.map((x) => (x.uid === f.uid ? { ...x, percent: Math.min(99, percent) } : x)));
    client.upload(f, kind, progress).then(
      (meta) => {
        pending.current -= 1;
        setMetas((m) => ({ ...m, [meta.id]: meta }));
        setUploads((u) => u.filter((x) => x.uid !== f.uid));
        change([...latest.current, meta.id]);
      },
      (e: unknown) => {
        pending.current -= 1;
        setUploads((u) => u.filter((x) => x.uid !== f.uid));
        void message.error(failureText(e, t('runtime.upload.failed', { name: f.name })));
      },
    );
  };

  const fileList: UploadFile[] = [
    ...ids.map((id): UploadFile => {
      const meta = metas[id];
      return { uid: id, name: meta?.name ?? t('runtime.file.nameless', { id }), status: 'done', thumbUrl: meta?.kind === 'image' ? meta.url : undefined };
    }),
    ...uploads,
  ];

  return (
    <Upload
      accept={FILE_RULES[kind].extensions.join(',')}
      listType={kind === 'image' ? 'picture' : 'text'}
      fileList={fileList}
      multiple={maxCount === undefined || maxCount > 1}
      disabled={locked}
      beforeUpload={beforeUpload}
      customRequest={customRequest}
      onPreview={(file) => {
        if (ids.includes(file.uid)) client.openFile(file.uid).catch((e: unknown) => void message.error(failureText(e, t('runtime.file.openFailed'))));
      }}
      onRemove={(file) => {
        if (locked) return false;
        change(latest.current.filter((id) => id !== file.uid));
        return true;
      }}
      showUploadList={{ showRemoveIcon: !locked }}
    >
      {!locked && !full && (
        <Space wrap>
          <Button icon={<UploadOutlined />}>{t(UPLOAD_IDS[kind])}</Button>
          <Typography.Text type="secondary">
            {t('runtime.upload.hint', { types: typesText(kind), limit: FILE_RULES[kind].label })}
            {maxCount !== undefined ? t('runtime.upload.hintMax', { count: maxCount }) : ''}
          </Typography.Text>
        </Space>
      )}
    </Upload>
  );
}
