import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import type { ReactNode } from 'react';
import { PlainIcon } from './plain-icon.tsx';

export interface PlainResultProps {
  title: string;
  /** The reason (the server's message). */
  subTitle?: string;
  /** What the person can do (重试). */
  extra?: ReactNode;
}

/** Something failed to load: a warning, its reason and what to do, announced to screen readers. */
export function PlainResult({ title, subTitle, extra }: PlainResultProps) {
  return (
    <div className="zm-result zm-pad" role="alert">
      <PlainIcon icon={WarningFilled} className="zm-result-icon" />
      <p className="zm-result-title">{title}</p>
      {subTitle && <p className="zm-result-sub">{subTitle}</p>}
      {extra && <div className="zm-result-extra">{extra}</div>}
    </div>
  );
}
