import { Button, List, Modal, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import type { GroupEnterprise } from './active-enterprise.ts';

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
    <Modal title="切换企业" open={open} onCancel={onClose} footer={null} width={480}>
      <List<GroupEnterprise>
        dataSource={enterprises}
        locale={{ emptyText: '暂无可切换的企业' }}
        renderItem={(e, i) => {
          const active = e.id === activeId;
          return (
            <List.Item
              key={e.id}
              actions={[
                active ? (
                  <Tag color="blue" icon={<CheckCircleFilled />} key="current">
                    当前企业
                  </Tag>
                ) : (
                  <Button key="switch" type="link" loading={switching} onClick={() => onSwitch(e)} aria-label={`切换到${e.qymc}`}>
                    切换
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={<Typography.Text strong={active}>{e.qymc}</Typography.Text>}
                description={i === 0 ? '本企业' : '下属企业'}
              />
            </List.Item>
          );
        }}
      />
    </Modal>
  );
}
