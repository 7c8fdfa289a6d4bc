// The words of 企业数据管理's pages and the small renderings they share.
import { enterpriseZh } from '../../../domain/i18n/zh/enterprise.ts';
import { MODULES } from '../../../domain/modules.ts';
import { textOf } from '../../../runtime/i18n/text-of.ts';

export const t = textOf(enterpriseZh);

/** The modules in the platform's order, with their Chinese titles. */
export const MODULE_OPTIONS = MODULES;

/** A module key's title (the key itself when it is no module any more). */
export function moduleName(key: string): string {
  return MODULES.find((m) => m.key === key)?.title ?? key;
}

/** 第 N 版 of a qdglVersion / riskVersion. */
export function versionText(v: string): string {
  return t('enterprise.ui.version', { v });
}
