import { Button, Modal, Segmented } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLang, type Lang } from '../../../domain/i18n/message-format.ts';
import { listRoles } from '../../api/shell-api.ts';
import { BUILD_TIME, BUILD_VERSION } from '../../build-info.ts';
import { ROUTER_BASENAME } from '../../config.ts';
import { switchLanguage } from '../../i18n/page-language.ts';
import { useSessionStore } from '../../stores/session-store.ts';
import { formatTime } from '../../../domain/format.ts';
import { PHONE_BASENAME, PHONE_PATHS } from '../../../domain/phone-paths.ts';
import { enabledModules } from '../../shell/module-of-path.ts';
import { PhonePageFrame } from '../phone-page.tsx';
import { OutboxList } from '../outbox/outbox-list.tsx';
import { commonZh } from '../../../domain/i18n/zh/common.ts';
import { mshellZh } from '../../../domain/i18n/zh/mshell.ts';
import { pageLanguage, textOf } from '../../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);
const tc = textOf(commonZh);

export interface MePageProps {
  /** The page's reload after a language switch (stories pass their own). */
  reload?: () => void;
  /** Role code → name (GET /user/sysrole/list by default). */
  loadRoleNames?: () => Promise<ReadonlyMap<string, string>>;
}

const roleNames = async (): Promise<ReadonlyMap<string, string>> => new Map((await listRoles()).map((r) => [r.code, r.name]));

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="zm-row">
      <span className="zm-row-label">{label}</span>
      <span className="zm-row-value">{children}</span>
    </div>
  );
}

/**
 * 我的 (issue 15 item 1): the person's name, enterprise and role; the page's language (kept in the `language`
 * cookie, as on the desktop); the app's version; the desktop version; 退出登录 (the desktop's sign-out).
 */
export default function MePage({ reload, loadRoleNames = roleNames }: MePageProps) {
  const info = useSessionStore((s) => s.userInfo);
  const navigate = useNavigate();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    let live = true;
    loadRoleNames().then(
      (m) => live && setNames(m),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loadRoleNames]);
  const roles = info?.activeRole ? [info.activeRole] : (info?.roles ?? []);
  const signOut = () => {
    void modal.confirm({
      title: t('mshell.me.signOutConfirm'),
      okText: t('mshell.me.signOut'),
      cancelText: tc('common.cancel'),
      onOk: async () => {
        await useSessionStore.getState().signOut();
        void navigate('/login', { replace: true });
      },
    });
  };
  const lang = pageLanguage();
  return (
    <PhonePageFrame title={t('mshell.me.title')}>
      <section className="zm-card" aria-label={t('mshell.me.title')} data-testid="phone-me">
        <div className="zm-me-name">{info?.userName ?? ''}</div>
        <Row label={t('mshell.me.account')}>{info?.loginName ?? ''}</Row>
        <Row label={t('mshell.me.enterprise')}>{info?.qyxx?.qymc ?? ''}</Row>
        <Row label={t('mshell.me.role')}>{roles.map((r) => names.get(r) ?? r).join(t('mshell.me.roleSeparator'))}</Row>
      </section>
      {enabledModules(info?.qyxx?.haveModel).includes('jypx') && (
        <section className="zm-card">
          <Row label={t('mshell.me.exams')}>
            <a
              href={`${PHONE_BASENAME}${PHONE_PATHS.myExams}`}
              data-testid="phone-my-exams"
              onClick={(e) => {
                e.preventDefault();
                void navigate(PHONE_PATHS.myExams);
              }}
            >
              {t('mshell.me.examsOpen')}
            </a>
          </Row>
        </section>
      )}
      <section className="zm-card" data-testid="phone-outbox">
        <OutboxList
          onOpen={(item) => {
            if (item.request.page) void navigate(item.request.page);
          }}
        />
      </section>
      <section className="zm-card">
        <Row label={t('mshell.me.language')}>
          <Segmented<Lang>
            value={lang}
            options={[
              { value: 'zh', label: tc('common.language.zh') },
              { value: 'en', label: tc('common.language.en') },
            ]}
            onChange={(v) => {
              if (v !== lang && isLang(v)) switchLanguage(v, reload);
            }}
          />
        </Row>
        <Row label={t('mshell.me.version')}>
          <span data-testid="phone-version">
            {BUILD_VERSION}
            {BUILD_TIME && ` (${formatTime(BUILD_TIME, 'YYYY-MM-DD HH:mm')})`}
          </span>
        </Row>
        <Row label={t('mshell.me.desktop')}>
          <a href={`${ROUTER_BASENAME}/`}>{`${window.location.host}${ROUTER_BASENAME}/`}</a>
        </Row>
      </section>
      <div className="zm-pad">
        <Button danger block onClick={signOut}>
          {t('mshell.me.signOut')}
        </Button>
      </div>
      {holder}
    </PhonePageFrame>
  );
}
