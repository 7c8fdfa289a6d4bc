// Stored files named by their ids (a file field's value): names as links that open the file through the
// ResourceClient, images as thumbnails with antd's preview, a PDF also previewed in the page (PdfPreview).
import { PaperClipOutlined } from '@ant-design/icons';
import { Image, Space, Spin, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { failureText } from './client-failure.ts';
import { useResourceClient, type FileMeta } from './resource-client.ts';
import { PdfPreview } from './pdf-preview.tsx';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface FileListProps {
  /** File ids (strings, as file fields hold them). */
  ids: string[];
}

type State = { ids: string; files?: FileMeta[]; failed?: boolean };

/** The files of `ids`: loading, then one line per file (unknown ids as 附件 id). */
export function FileList({ ids }: FileListProps) {
  const client = useResourceClient();
  const key = ids.join(',');
  const [state, setState] = useState<State>({ ids: '' });
  const [preview, setPreview] = useState<FileMeta | null>(null);

  useEffect(() => {
    if (key === '') return;
    let live = true;
    client.fileInfo(key.split(',')).then(
      (files) => live && setState({ ids: key, files }),
      () => live && setState({ ids: key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [client, key]);

  if (ids.length === 0) return <span>-</span>;
  if (state.ids !== key) return <Spin size="small" aria-label={t('runtime.file.loading')} />;

  const open = (id: string) => {
    client.openFile(id).catch((e: unknown) => void message.error(failureText(e, t('runtime.file.openFailed'))));
  };
  const byId = new Map((state.files ?? []).map((f) => [f.id, f]));
  return (
    <Space direction="vertical" size={4} data-testid="file-list">
      {state.failed && <Typography.Text type="danger">{t('runtime.file.infoFailed')}</Typography.Text>}
      {ids.map((id) => {
        const meta = byId.get(id);
        const name = meta?.name ?? t('runtime.file.nameless', { id });
        return (
          <Space key={id} size={8} align="center">
            {meta?.kind === 'image' ? (
              <Image src={meta.url} alt={name} width={48} height={48} style={{ objectFit: 'cover' }} />
            ) : (
              <PaperClipOutlined />
            )}
            <Typography.Link onClick={() => open(id)} title={t('runtime.file.open', { name })}>
              {name}
            </Typography.Link>
            {meta?.mime === 'application/pdf' ? (
              <Typography.Link onClick={() => setPreview(meta)} title={t('runtime.file.previewOf', { name })}>
                {t('runtime.file.preview')}
              </Typography.Link>
            ) : null}
          </Space>
        );
      })}
      <PdfPreview file={preview} onClose={() => setPreview(null)} />
    </Space>
  );
}
