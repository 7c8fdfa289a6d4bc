// What the permit form bench page publishes on `window` for tests/bench/permit-form-section.ts (no client code
// here: the section loads this in Node).
import type { PermitKind } from '../../../src/domain/permit-kinds.ts';

export type PermitBenchMode = 'new' | 'draft';
export const PERMIT_BENCH_MODES: readonly PermitBenchMode[] = ['new', 'draft'];

/**
 * Which form: PermitRuntimeForm (SchemaForm over the kind's file and its blocks, the product's), or the same fields as a
 * plain antd Form (antd-permit-form.tsx, the baseline).
 */
export type PermitBenchForm = 'antd' | 'runtime';
export const PERMIT_BENCH_FORMS: readonly PermitBenchForm[] = ['antd', 'runtime'];

/** The form of `?form=` (runtime unless antd). */
export function permitFormOf(search: string): PermitBenchForm {
  return new URLSearchParams(search).get('form') === 'antd' ? 'antd' : 'runtime';
}

/** The lists of the draft: workers, related permits, safety measures. */
export const WORKERS = 4;
export const RELATED = 2;
export const MEASURES = 10;

export interface PermitBenchWindow {
  /** The form measured: its kind, how many fields it has of its own and the field controls that end the mount. */
  __benchPermit?: { kind: PermitKind; kindName: string; ownFields: number; controls: number; mode: PermitBenchMode; form: PermitBenchForm };
  /** Resolves with the mount figure (ms), or rejects with the page's failure. */
  __benchMounted?: Promise<number>;
  /** Resolves with the latency (ms) of the latest keydown that changed an input's value (form-bench/bench-timing.ts). */
  __benchKey?: Promise<number>;
}

export const permitBenchWindow = () => window as unknown as PermitBenchWindow;

/** The mode of `?mode=` (new unless draft). */
export function permitModeOf(search: string): PermitBenchMode {
  return new URLSearchParams(search).get('mode') === 'draft' ? 'draft' : 'new';
}
