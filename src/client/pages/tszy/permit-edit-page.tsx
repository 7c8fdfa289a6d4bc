// 作业票申请/编辑 (menu component tszy/permit-edit, /tszy/create?kind=DONG_HUO&id=): a new permit of the kind,
// or the draft `id` loaded from the detail call. Only drafts are editable; after 提交 the detail opens.
import { Button, Card, Flex, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PERMIT_KIND_INFO } from '../../../domain/permit-kinds.ts';
import { permitApi, type PermitView } from '../../api/permit-api.ts';
import type { ViewProps } from '../../router/view-registry.ts';
import { PermitEditForm } from './permit-edit-form.tsx';
import { isKind, reasonOf } from './permit-labels.ts';

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
      (e: unknown) => live && setLoad({ status: 'failed', reason: reasonOf(e, '作业票加载失败') }),
    );
    return () => {
      live = false;
    };
  }, [id, attempt]);

  const back = () => void navigate('/tszy/list');
  if (!isKind(kind)) {
    return <Result status="warning" title="请选择作业类型" extra={<Button onClick={back}>返回作业票列表</Button>} />;
  }
  if (load.status === 'loading') {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 240 }}>
        <Spin size="large" aria-label="加载中" />
      </Flex>
    );
  }
  if (load.status === 'failed') {
    return (
      <Result
        status="error"
        title="作业票加载失败"
        subTitle={load.reason}
        extra={[
          <Button key="retry" onClick={() => setAttempt((a) => a + 1)}>
            重试
          </Button>,
          <Button key="back" onClick={back}>
            返回
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
        title={`作业票当前状态为「${permit.zhuangTaiMingCheng}」，只有草稿可以修改`}
        extra={<Button onClick={() => void navigate(`/tszy/detail/${permit.id}`)}>查看详情</Button>}
      />
    );
  }
  const heading = permit ? `编辑${PERMIT_KIND_INFO[kind].name}票 ${permit.zuoYeBianHao}` : `新增${PERMIT_KIND_INFO[kind].name}票`;
  return (
    <Card title={heading}>
      <PermitEditForm
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
