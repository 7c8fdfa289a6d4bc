import { Button, List, Modal, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { GroupEnterprise } from './active-enterprise.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

export interface SwitchEnterpriseDialogProps {
  open: boolean;
  enterprises: GroupEnterprise[];
  /** Id of the enterprise acted for now. */
  activeId: number | null;
  switching: boolean;
  onSwitch(e: GroupEnterprise): void;
  onClose(): void;
}

/** Lists the enterprises of the group; the active one is marked, the others can be switched to. */
export function SwitchEnterpriseDialog({ open, enterprises, activeId, switching, onSwitch, onClose }: SwitchEnterpriseDialogProps) {
  return (
    <Modal title={t('shell.enterpriseSwitch.title')} open={open} onCancel={onClose} footer={null} width={480}>
      <List<GroupEnterprise>
        dataSource={enterprises}
        locale={{ emptyText: t('shell.enterpriseSwitch.none') }}
        renderItem={(e, i) => {
          const active = e.id === activeId;
          return (
            <List.Item
              key={e.id}
              actions={[
                active ? (
                  <Tag color="blue" icon={<CheckCircleFilled />} key="current">
                    {t('shell.enterpriseSwitch.current')}
                  </Tag>
                ) : (
                  <Button key="switch" type="link" loading={switching} onClick={() => onSwitch(e)} aria-label={t('shell.enterpriseSwitch.switchTo', { qymc: e.qymc })}>
                    {t('shell.common.switch')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={<Typography.Text strong={active}>{e.qymc}</Typography.Text>}
                description={i === 0 ? t('shell.enterpriseSwitch.own') : t('shell.enterpriseSwitch.subsidiary')}
              />
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
