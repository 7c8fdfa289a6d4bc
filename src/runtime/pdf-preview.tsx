// A stored PDF shown in the page (issue 21, 文档库; docs/knowledge.md): its bytes fetched as its download is
// (ResourceClient.fileBlob: the same route and authorisation), shown by the browser's own PDF viewer in a modal's
// frame through an object URL, revoked when the modal closes or shows another file.
import { Alert, Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { failureText } from './client-failure.ts';
import { useResourceClient, type FileMeta } from './resource-client.ts';
import { runtimeZh } from '../domain/i18n/zh/runtime.ts';
import { textOf } from './i18n/text-of.ts';

const t = textOf(runtimeZh);

export interface PdfPreviewProps {
  /** The PDF shown; null: the modal is closed. */
  file: FileMeta | null;
  onClose: () => void;
}

type State = { id: string; url?: string; failed?: string };

/** The modal previewing `file`. */
export function PdfPreview({ file, onClose }: PdfPreviewProps) {
  const client = useResourceClient();
  const id = file?.id ?? null;
  const [state, setState] = useState<State>({ id: '' });

  useEffect(() => {
    if (id === null) return;
    let live = true;
    let url: string | null = null;
    client.fileBlob(id).then(
      (blob) => {
        if (!live) return;
        url = URL.createObjectURL(blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' }));
        setState({ id, url });
      },
      (e: unknown) => live && setState({ id, failed: failureText(e, t('runtime.file.previewFailed')) }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, id]);

  const current = state.id === id ? state : null;
  return (
    <Modal open={file !== null} title={file?.name} onCancel={onClose} footer={null} width="80vw" destroyOnHidden>
      {current?.failed ? (
        <Alert type="error" showIcon message={current.failed} />
      ) : current?.url ? (
        <iframe src={current.url} title={t('runtime.file.previewOf', { name: file?.name ?? '' })} style={{ width: '100%', height: '75vh', border: 0 }} />
      ) : (
        <Spin aria-label={t('runtime.file.loading')} />
      )}
    </Modal>
  );
}
