import { Spin } from 'antd';

/** The placeholder while a lazy page loads. */
export function PageLoading() {
  return (
    <div aria-busy="true" style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip="加载中…">
        <div style={{ minHeight: 48 }} />
      </Spin>
    </div>
  );
}
