// A QR code's page in the phone shell (`/q/:code`, issue 15 item 6): asks the server what the code opens
// (GET /phone/qr/resolve) and goes to the record's page in its place; a refusal (another enterprise's code, a
// deleted record, a forged code) is shown with its message and a way back to scanning.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Flex, Result, Spin } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { PHONE_PATHS } from '../../../domain/phone-paths.ts';
import { siteuiZh } from '../../../domain/i18n/zh/siteui.ts';
import { failureText } from '../../../runtime/client-failure.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { request } from '../../api/http.ts';

const t = textOf(siteuiZh);
export const QR_RESOLVE_URL = '/phone/qr/resolve';

/** What the server answers for a code. */
export interface QrTarget {
  resource: string;
  recordId: number;
  title: string;
  path: string;
}

export default function QrTargetPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setFailure(null);
    request<QrTarget>({ method: 'GET', url: QR_RESOLVE_URL, params: { code }, silent: true }).then(
      (body) => {
        if (!live) return;
        if (body.data?.path) navigate(body.data.path, { replace: true });
        else setFailure(t('siteui.qr.failed'));
      },
      (e: unknown) => live && setFailure(failureText(e, t('siteui.qr.failed'))),
    );
    return () => {
      live = false;
    };
  }, [code, navigate]);

  if (failure) {
    return (
      <Result
        status="warning"
        title={t('siteui.qr.failed')}
        subTitle={<span data-testid="qr-failure">{failure}</span>}
        extra={
          <Button type="primary" size="large" icon={<ScanOutlined />} onClick={() => navigate(PHONE_PATHS.scan, { replace: true })}>
            {t('siteui.qr.back')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }}>
      <Spin tip={t('siteui.qr.resolving')}>
        <div style={{ width: 80, height: 80 }} />
      </Spin>
    </Flex>
  );
}
