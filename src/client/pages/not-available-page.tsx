import { PageBeingBuilt } from '../../runtime/page-being-built.tsx';
import type { ViewProps } from '../router/view-registry.ts';
import { shellZh } from '../../domain/i18n/zh/shell.ts';
import { textOf } from '../../runtime/i18n/text-of.ts';

const t = textOf(shellZh);

/**
 * The view of a menu entry whose screen is not built yet: names the screen and its module and says it is
 * being built, so an unknown component key never breaks the app. The key is not shown (a data attribute).
 */
export default function NotAvailablePage({ title, group, viewKey, resource }: ViewProps) {
  return (
    <PageBeingBuilt
      name={title || group || t('shell.notAvailable.thisPage')}
      group={group}
      target={
        resource
          ? t('shell.notAvailable.resource', { resource })
          : t('shell.notAvailable.view', { view: viewKey || t('shell.notAvailable.unset') })
      }
    />
  );
}
