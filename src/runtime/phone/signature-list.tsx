// A record's signatures on its detail (issue 15 item 3; `GET /phone/signature?resource=&recordId=`): who signed,
// when, and the image. Shows nothing without a site client (a preview) or when the record has none.
import { Alert, Flex, List, Typography } from 'antd';
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { failureText } from '../client-failure.ts';
import { signuiZh } from '../../domain/i18n/zh/signui.ts';
import { textOf } from '../i18n/text-of.ts';
import { useSiteClient, type SignatureEntry } from './site-client.ts';
import { SignatureImage } from './signature-image.tsx';

const t = textOf(signuiZh);

export interface SignatureListProps {
  resource: string;
  recordId: number;
  /** Bumped after an action: the list loads again. */
  version?: number;
  /** Shown even when the record has no signature (暂无签名); default: hidden then. */
  showEmpty?: boolean;
}

export function SignatureList({ resource, recordId, version = 0, showEmpty }: SignatureListProps) {
  const client = useSiteClient();
  const [state, setState] = useState<{ rows: SignatureEntry[] | null; error: string | null }>({ rows: null, error: null });
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.signatures(resource, recordId).then(
      (rows) => live && setState({ rows, error: null }),
      (e: unknown) => live && setState({ rows: null, error: failureText(e, t('signui.list.title')) }),
    );
    return () => {
      live = false;
    };
  }, [client, resource, recordId, version]);
  if (!client || (!state.error && !state.rows)) return null;
  if (state.rows && state.rows.length === 0 && !showEmpty) return null;
  return (
    <section data-testid="signature-list">
      <Typography.Title level={5}>{t('signui.list.title')}</Typography.Title>
      {state.error ? (
        <Alert type="error" showIcon message={state.error} />
      ) : (
        <List
          size="small"
          locale={{ emptyText: t('signui.list.empty') }}
          dataSource={state.rows ?? []}
          renderItem={(s) => (
            <List.Item key={s.id} data-testid="signature-entry">
              <Flex gap={12} align="center" wrap>
                <SignatureImage id={s.id} alt={t('signui.list.imageAlt', { name: s.signerName })} />
                <Flex vertical>
                  <Typography.Text strong>{s.signerName}</Typography.Text>
                  <Typography.Text type="secondary">{t('signui.list.signedAt', { time: dayjs(s.signedAt).format('YYYY-MM-DD HH:mm') })}</Typography.Text>
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
