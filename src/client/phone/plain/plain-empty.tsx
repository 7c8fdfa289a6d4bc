import InboxOutlined from '@ant-design/icons-svg/es/asn/InboxOutlined';
import { PlainIcon } from './plain-icon.tsx';

/** Nothing to show: a quiet icon over what is missing (暂无待办). */
export function PlainEmpty({ description }: { description: string }) {
  return (
    <div className="zm-empty zm-pad">
      <PlainIcon icon={InboxOutlined} className="zm-empty-icon" />
      <p className="zm-empty-text">{description}</p>
    </div>
  );
}
