import { commonEn } from './en/common.ts';
import { apiAssetEn } from './en/api-asset.ts';
import { apiDesignerEn } from './en/api-designer.ts';
import { apiResourceEn } from './en/api-resource.ts';
import { apiTextRefsEn } from './en/api-text-refs.ts';
import { apiTszyEn } from './en/api-tszy.ts';
import { apiUserEn } from './en/api-user.ts';
import { designerEn } from './en/designer.ts';
import { loginEn } from './en/login.ts';
import { mapEn } from './en/map.ts';
import { mapuiEn } from './en/mapui.ts';
import { permitsEn } from './en/permits.ts';
import { permitsuiEn } from './en/permitsui.ts';
import { rulesEn } from './en/rules.ts';
import { runtimeEn } from './en/runtime.ts';
import { schemaEn } from './en/schema.ts';
import { serverEn } from './en/server.ts';
import { shellEn } from './en/shell.ts';
import { statsEn } from './en/stats.ts';
import { statsuiEn } from './en/statsui.ts';
import type { Messages } from './message-format.ts';

/**
 * Every English part of the catalogue. The browser loads this file on its own (a lazy chunk) only when the
 * language is English; an id without English falls back to its Chinese.
 */
export const english: Messages = {
  ...commonEn,
  ...apiAssetEn,
  ...apiDesignerEn,
  ...apiResourceEn,
  ...apiTextRefsEn,
  ...apiTszyEn,
  ...apiUserEn,
  ...designerEn,
  ...loginEn,
  ...mapEn,
  ...mapuiEn,
  ...permitsEn,
  ...permitsuiEn,
  ...rulesEn,
  ...runtimeEn,
  ...schemaEn,
  ...serverEn,
  ...shellEn,
  ...statsEn,
  ...statsuiEn,
};

/** The parts whose English must be complete (issue 13: shell, runtime, designer, permits). */
export const COMPLETE_ENGLISH_PREFIXES: readonly string[] = [
  'common.',
  'designer.',
  'login.',
  'map.',
  'mapui.',
  'permitsui.',
  'runtime.',
  'shell.',
  'api.',
  'stats.',
  'statsui.',
  'server.',
  'permits.',
  'rules.',
  'schema.',
];
