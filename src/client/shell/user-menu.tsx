import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Dropdown, Modal, type MenuProps } from 'antd';
import {
  DownOutlined,
  HomeOutlined,
  KeyOutlined,
  LogoutOutlined,
  SwapOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { listGroupEnterprises, listRoles } from '../api/shell-api.ts';
import { HOME_PATH, ROUTER_BASENAME } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { maySwitchEnterprise, type GroupEnterprise } from './active-enterprise.ts';
import { ChangePasswordDialog, PASSWORD_CHANGED } from './change-password-dialog.tsx';
import { signOut } from './sign-out.ts';
import { SwitchEnterpriseDialog } from './switch-enterprise-dialog.tsx';
import { SwitchRoleDialog } from './switch-role-dialog.tsx';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

const LOGIN_URL = `${ROUTER_BASENAME}/login`;

/**
 * The user menu of the navbar (spec 000 §2): 首页, 切换企业 (group users), 切换角色 (accounts holding more
 * than one role, spec 000 §4), 修改密码, 退出登录.
 */
export function UserMenu() {
  const userInfo = useSessionStore((s) => s.userInfo);
  const navigate = useNavigate();
  const [modal, contextHolder] = Modal.useModal();
  const [group, setGroup] = useState<GroupEnterprise[]>([]);
  const [dialog, setDialog] = useState<'none' | 'switch' | 'role' | 'password'>('none');
  const [switching, setSwitching] = useState(false);
  const [roleNames, setRoleNames] = useState<ReadonlyMap<string, string> | null>(null);
  const [switchingRole, setSwitchingRole] = useState<string | null>(null);

  const roles = userInfo?.roles ?? [];
  const canSwitch = maySwitchEnterprise(roles);
  const homeQyId = userInfo?.homeQyId;
  const allRoles = userInfo?.allRoles ?? [];
  // A view-only session cannot switch (the server refuses it).
  const canSwitchRole = allRoles.length > 1 && !userInfo?.isView;
  const wantRoleNames = dialog === 'role' && roleNames === null;

  useEffect(() => {
    if (!canSwitch) return;
    let live = true;
    listGroupEnterprises().then(
      (list) => live && setGroup(list),
      () => live && setGroup([]),
    );
    return () => {
      live = false;
    };
  }, [canSwitch, homeQyId]);

  useEffect(() => {
    if (!wantRoleNames) return;
    let live = true;
    // Without the names the codes still identify the roles.
    listRoles().then(
      (rows) => live && setRoleNames(new Map(rows.map((r) => [r.code, r.name]))),
      () => live && setRoleNames(new Map()),
    );
    return () => {
      live = false;
    };
  }, [wantRoleNames]);

  if (!userInfo) return null;
  const loginName = userInfo.loginName;

  async function leave() {
    await signOut();
    // A fresh page load: nothing of the session survives, and the login page opens without a redirect
    // target (the route guard alone would keep the current page as one).
    window.location.replace(LOGIN_URL);
  }

  function confirmLogout() {
    modal.confirm({
      title: t('shell.notice.title'),
      content: t('shell.user.logoutConfirm'),
      okText: t('shell.common.ok'),
      cancelText: t('shell.common.cancel'),
      onOk: leave,
    });
  }

  function passwordChanged() {
    setDialog('none');
    let done = false;
    const out = () => {
      if (done) return;
      done = true;
      void leave();
    };
    modal.success({ title: t('shell.notice.title'), content: PASSWORD_CHANGED, okText: t('shell.common.ok'), onOk: out, afterClose: out });
  }

  function switchTo(e: GroupEnterprise) {
    setSwitching(true);
    setDialog('none');
    // Everything on screen belongs to the previous enterprise: start again from the workbench. The store
    // remembers the choice for the account and reloads user info and menu ('' is the own enterprise).
    navigate(HOME_PATH);
    useSessionStore.getState().setEntId(e.id === userInfo?.homeQyId ? '' : String(e.id));
    setSwitching(false);
  }

  async function switchRoleTo(role: string) {
    setSwitchingRole(role);
    // The new role may not see the current page: start again from the workbench. The store then fetches
    // a token for the role (the old one stops working) and reloads user info and routes.
    navigate(HOME_PATH);
    try {
      await useSessionStore.getState().switchRole(role);
    } catch {
      // The API client has shown why; the dialog stays open.
      setSwitchingRole(null);
    }
  }

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: t('shell.user.home') },
    ...(canSwitch && group.length > 1 ? [{ key: 'switch', icon: <SwapOutlined />, label: t('shell.enterpriseSwitch.title') }] : []),
    ...(canSwitchRole ? [{ key: 'role', icon: <TeamOutlined />, label: t('shell.roleSwitch.title') }] : []),
    { key: 'password', icon: <KeyOutlined />, label: t('shell.password.title') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.user.logout'), danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') navigate(HOME_PATH);
    else if (key === 'switch') setDialog('switch');
    else if (key === 'role') setDialog('role');
    else if (key === 'password') setDialog('password');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      {contextHolder}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label={t('shell.user.menuLabel', { userName: userInfo.userName })} style={{ height: 40, paddingInline: 8 }}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: '#1890ff' }} />
          <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{userInfo.userName}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <SwitchEnterpriseDialog
        open={dialog === 'switch'}
        enterprises={group}
        activeId={userInfo.qyId}
        switching={switching}
        onSwitch={switchTo}
        onClose={() => setDialog('none')}
      />
      <SwitchRoleDialog
        open={dialog === 'role'}
        roles={allRoles}
        names={roleNames ?? new Map()}
        activeRole={userInfo.activeRole}
        loading={roleNames === null}
        switching={switchingRole}
        onSwitch={(role) => void switchRoleTo(role)}
        onClose={() => setDialog('none')}
      />
      <ChangePasswordDialog
        open={dialog === 'password'}
        loginName={loginName}
        qyId={userInfo.qyId}
        onClose={() => setDialog('none')}
        onChanged={passwordChanged}
      />
    </>
  );
}
