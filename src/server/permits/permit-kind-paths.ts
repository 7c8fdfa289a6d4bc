// The path segment of each permit kind under /zax-cloud/tszy: the camelCase of its code (DONG_HUO → dongHuo).
import { PERMIT_KINDS, permitKindPath, type PermitKind } from '../../domain/permit-kinds.ts';

/** camelCase of an UPPER_SNAKE code: 'YI_BAN_SHI_GONG' → 'yiBanShiGong'. */
export const kindPath = permitKindPath;

/** Every kind with its path segment, in the order of PERMIT_KINDS. */
export const KIND_PATHS: readonly { kind: PermitKind; path: string }[] = Object.freeze(
  PERMIT_KINDS.map((kind) => Object.freeze({ kind, path: kindPath(kind) })),
);
