import { Button, List, Modal, Tag, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/** The label of a session acting with every role of the account (no role chosen). */
export const ALL_ROLES_LABEL = t('shell.roleSwitch.all');

export interface SwitchRoleDialogProps {
  open: boolean;
  /** Codes of every role the account holds (`userInfo.allRoles`). */
  roles: string[];
  /** Role code → Chinese name (`GET /user/sysrole/list`); a code without a name shows as is. */
  names: ReadonlyMap<string, string>;
  /** The role the session acts with; null when it acts with all of them. */
  activeRole: string | null;
  /** The names are still loading. */
  loading: boolean;
  /** The role being switched to, while the new token is fetched. */
  switching: string | null;
  onSwitch(role: string): void;
  onClose(): void;
}

interface RoleRow {
  /** '' for the 全部角色 row. */
  code: string;
  name: string;
  active: boolean;
}

function rowsOf(roles: string[], names: ReadonlyMap<string, string>, activeRole: string | null): RoleRow[] {
  const rows = roles.map((code) => ({ code, name: names.get(code) ?? code, active: code === activeRole }));
  // Acting with every role is a state of its own; it comes back with a new login, not by switching.
  return activeRole ? rows : [{ code: '', name: ALL_ROLES_LABEL, active: true }, ...rows];
}

/** Lists the account's roles by name; the active one (or 全部角色) is marked, the others can be switched to. */
export function SwitchRoleDialog({ open, roles, names, activeRole, loading, switching, onSwitch, onClose }: SwitchRoleDialogProps) {
  return (
    <Modal title={t('shell.roleSwitch.title')} open={open} onCancel={onClose} footer={null} width={420}>
      <List<RoleRow>
        loading={loading}
        dataSource={rowsOf(roles, names, activeRole)}
        locale={{ emptyText: t('shell.roleSwitch.none') }}
        renderItem={(r) => (
          <List.Item
            key={r.code || 'all'}
            actions={[
              r.active ? (
                <Tag color="blue" icon={<CheckCircleFilled />} key="current">
                  {t('shell.roleSwitch.current')}
                </Tag>
              ) : (
                <Button
                  key="switch"
                  type="link"
                  loading={switching === r.code}
                  disabled={switching !== null && switching !== r.code}
                  onClick={() => onSwitch(r.code)}
                  aria-label={t('shell.roleSwitch.switchTo', { name: r.name })}
                >
                  {t('shell.common.switch')}
                </Button>
              ),
            ]}
          >
            <Typography.Text strong={r.active}>{r.name}</Typography.Text>
          </List.Item>
        )}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {t('shell.roleSwitch.hint')}
      </Typography.Paragraph>
    </Modal>
  );
}
