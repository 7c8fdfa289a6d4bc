// 作业票申请/编辑 (menu component tszy/permit-edit, /tszy/create?kind=DONG_HUO&id=): a new permit of the kind,
// or the draft `id` loaded from the detail call. Only drafts are editable; after 提交 the detail opens.
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { PermitRuntimeForm } from './permit-runtime-form.tsx';
import { isKind, kindName, reasonOf, stateName, t } from './permit-labels.ts';

type Load = { status: 'loading' } | { status: 'failed'; reason: string } | { status: 'ready'; permit: PermitView | null };

export default function PermitEditPage(_: Partial<ViewProps>) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind');
  const id = Number(params.get('id')) || null;
  const [load, setLoad] = useState<Load>(id ? { status: 'loading' } : { status: 'ready', permit: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!id) return setLoad({ status: 'ready', permit: null });
    let live = true;
    setLoad((l) => (l.status === 'ready' && l.permit?.id === id ? l : { status: 'loading' }));
    permitApi.detail(id).then(
      (p) => live && setLoad({ status: 'ready', permit: p }),
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, t('permitsui.page.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const back = () => void navigate('/tszy/list');
  if (!isKind(kind)) {
    return <Result status="warning" title={t('permitsui.edit.chooseKind')} extra={<Button onClick={back}>{t('permitsui.page.backToList')}</Button>} />;
  }
  if (load.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label={t('permitsui.page.loading')} />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status="error"
        title={t('permitsui.page.loadFailed')}
        subTitle={load.reason}
        extra={[
          <Button key="retry" onClick={() => setAttempt((a) => a + 1)}>
            {t('permitsui.page.retry')}
          </Button>,
          <Button key="back" onClick={back}>
            {t('permitsui.page.back')}
          </Button>,
        ]}
      />
    );
  }
  const permit = load.permit;
  if (permit && permit.zhuangTai !== 'DRAFT') {
    return (
      <Result
        status="info"
        title={t('permitsui.edit.onlyDrafts', { state: stateName(permit.zhuangTai, permit.zhuangTaiMingCheng) })}
        extra={<Button onClick={() => void navigate(`/tszy/detail/${permit.id}`)}>{t('permitsui.edit.viewDetail')}</Button>}
      />
    );
  }
  const heading = permit
    ? t('permitsui.edit.heading', { kind: kindName(kind), no: permit.zuoYeBianHao })
    : t('permitsui.edit.newHeading', { kind: kindName(kind) });
  return (
    <Card title={heading}>
      <PermitRuntimeForm
        key={permit?.id ?? 'new'}
        kind={kind}
        initial={permit}
        onCancel={back}
        onSaved={(p) => {
          if (!id) setParams({ kind, id: String(p.id) }, { replace: true });
        }}
        onSubmitted={(p) => void navigate(`/tszy/detail/${p.id}`)}
      />
    </Card>
  );
}
