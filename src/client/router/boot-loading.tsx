import type { CSSProperties } from 'react';
import { loginZh } from '../../domain/i18n/zh/login.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(loginZh);

const box: CSSProperties = { padding: 48, textAlign: 'center', color: 'rgba(0, 0, 0, 0.45)' };

/**
 * The placeholder while the first part of the app loads (the login page, or antd with the signed-in part):
 * plain markup, since it shows before antd has loaded (PageLoading is antd's spinner for later loads).
 */
export function BootLoading() {
  return (
    <div aria-busy="true" style={box}>
      {t('login.boot.loading')}
    </div>
  );
}
