import { Spin } from 'antd';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The placeholder while a lazy page loads. */
export function PageLoading() {
  return (
    <div aria-busy="true" style={{ padding: 48, textAlign: 'center' }}>
      <Spin tip={t('shell.common.loading')}>
        <div style={{ minHeight: 48 }} />
      </Spin>
    </div>
  );
}
