import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePageTitle } from '../hooks/use-page-title.ts';
import { PlainButton } from './plain/plain-button.tsx';
import { PlainIcon } from './plain/plain-icon.tsx';
import { mshellZh } from '../../domain/i18n/zh/mshell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(mshellZh);

export interface PhonePageFrameProps {
  title: string;
  /** A 返回 button before the title (a page opened from another one). */
  back?: boolean;
  /** Buttons at the header's end (刷新, 编辑). */
  extra?: ReactNode;
  children: ReactNode;
}

/** A page of the phone shell: a sticky header (back, title, its buttons) over the page's content. */
export function PhonePageFrame({ title, back, extra, children }: PhonePageFrameProps) {
  usePageTitle(title);
  const navigate = useNavigate();
  const goBack = () => {
    // Opened straight from a link (no history in this shell): back goes home.
    if (window.history.state && (window.history.state as { idx?: number }).idx) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <>
      <header className="zm-header">
        {back && <PlainButton variant="text" className="zm-header-back" icon={<PlainIcon icon={LeftOutlined} />} aria-label={t('mshell.back')} onClick={goBack} />}
        <h1 className="zm-header-title">{title}</h1>
        {extra && <div className="zm-header-extra">{extra}</div>}
      </header>
      <main className="zm-content">{children}</main>
    </>
  );
}
