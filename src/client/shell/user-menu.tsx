import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar, Button, Dropdown, Modal, type MenuProps } from 'antd';
import { DownOutlined, HomeOutlined, KeyOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { listGroupEnterprises } from '../api/shell-api.ts';
import { HOME_PATH, ROUTER_BASENAME } from '../config.ts';
import { useSessionStore } from '../stores/session-store.ts';
import type { GroupEnterprise } from './active-enterprise.ts';
import { ChangePasswordDialog, PASSWORD_CHANGED } from './change-password-dialog.tsx';
import { signOut } from './sign-out.ts';
import { SwitchEnterpriseDialog } from './switch-enterprise-dialog.tsx';

const LOGIN_URL = `${ROUTER_BASENAME}/login`;

/** Enterprise users may act for the sub-enterprises of their group; the server allows it to qyUser only. */
function maySwitchEnterprise(roles: string[]): boolean {
  return !roles.includes('admin') && roles.includes('qyUser');
}

/**
 * The user menu of the navbar (spec 000 §2): 首页, 切换企业 (group users), 修改密码, 退出登录.
 */
export function UserMenu() {
  const userInfo = useSessionStore((s) => s.userInfo);
  const navigate = useNavigate();
  const [modal, contextHolder] = Modal.useModal();
  const [group, setGroup] = useState<GroupEnterprise[]>([]);
  const [dialog, setDialog] = useState<'none' | 'switch' | 'password'>('none');
  const [switching, setSwitching] = useState(false);

  const roles = userInfo?.roles ?? [];
  const canSwitch = maySwitchEnterprise(roles);
  const homeQyId = userInfo?.homeQyId;

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
      title: '提示',
      content: '确定注销并退出系统吗？',
      okText: '确定',
      cancelText: '取消',
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
    modal.success({ title: '提示', content: PASSWORD_CHANGED, okText: '确定', onOk: out, afterClose: out });
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

  const items: MenuProps['items'] = [
    { key: 'home', icon: <HomeOutlined />, label: '首页' },
    ...(canSwitch && group.length > 1 ? [{ key: 'switch', icon: <SwapOutlined />, label: '切换企业' }] : []),
    { key: 'password', icon: <KeyOutlined />, label: '修改密码' },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') navigate(HOME_PATH);
    else if (key === 'switch') setDialog('switch');
    else if (key === 'password') setDialog('password');
    else if (key === 'logout') confirmLogout();
  };

  return (
    <>
      {contextHolder}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button type="text" aria-label={`用户菜单：${userInfo.userName}`} style={{ height: 40, paddingInline: 8 }}>
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
