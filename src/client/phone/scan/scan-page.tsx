// 扫码 (issue 15 item 6): the phone's scanner (qr-scanner.tsx). One of our codes opens its page (/q/<code>); another
// website's address or plain text is told as such.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Flex, Typography } from 'antd';
import { siteuiZh } from '../../../domain/i18n/zh/siteui.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';
import { QrScanner } from './qr-scanner.tsx';
import { scanTarget } from './scan-target.ts';

const t = textOf(siteuiZh);

export default function ScanPage() {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);

  const found = useCallback(
    (text: string) => {
      const target = scanTarget(text);
      if ('path' in target) navigate(target.path);
      else setProblem(target.problem);
    },
    [navigate],
  );

  return (
    <Flex vertical gap={16} style={{ padding: 16 }} data-testid="scan-page">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('siteui.scan.title')}
      </Typography.Title>
      <QrScanner onScanned={found} problem={problem} onRetry={() => setProblem(null)} />
    </Flex>
  );
}
