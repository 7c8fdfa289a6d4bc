import { Empty, Typography } from 'antd';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

/**
 * What a designer page shows the platform administrator before an enterprise is chosen: the platform
 * itself has nothing to design, so the page asks for an enterprise and sends no request until then.
 */
export function ChooseTenantPrompt() {
  return (
    <Empty
      data-testid="choose-tenant"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <Typography.Text strong>{t('designer.tenant.choose')}</Typography.Text>
          <br />
          <Typography.Text type="secondary">{t('designer.tenant.chooseHint')}</Typography.Text>
        </>
      }
    />
  );
}
