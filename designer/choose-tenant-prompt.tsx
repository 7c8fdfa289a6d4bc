import { Empty, Typography } from 'antd';

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
          <Typography.Text strong>请选择企业</Typography.Text>
          <br />
          <Typography.Text type="secondary">平台管理员请先在上方输入企业名称搜索并选择企业，再选择要设计的资源</Typography.Text>
        </>
      }
    />
  );
}
