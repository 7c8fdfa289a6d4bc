// The checks of the engine's keywords (issue 12: x-ref, children, tree, x-compute, x-rules, shared, ...),
// one file per keyword under src/schema/keywords/, listed here in the order they run. A file check sees one
// resource file after the meta-schema accepted its structure; a registry check sees every file at once
// (a reference to a resource that does not exist, a child that names no parent). Pure: no I/O.
import type { FieldSchema, ResourceFile } from '../resource-types.ts';
import { said, type Text } from '../schema-text.ts';
import { checkRefsOfFile, checkRefsOfRegistry } from './ref-check.ts';
import { checkRulesKeywords } from './rules-check.ts';
import { checkShared } from './shared.ts';
import { checkChildrenAcrossFiles, checkChildrenInFile } from './children.ts';
import { checkTree, checkTreeTargets } from './tree-check.ts';
import { checkTextRefs, textRefProblems } from './text-refs.ts';
import { checkBinding } from './binding.ts';
import { checkViews } from './views.ts';
import { checkGeometry, checkLayerKeys } from './geometry.ts';
import { checkWorkflow } from './workflow.ts';
import { checkSchedule, checkScheduleTargets } from './schedule.ts';
import { checkPhone } from './phone.ts';
import { checkDataScope } from './data-scope.ts';
import { checkOwnerOnly } from './owner-only.ts';
import { checkPlatformFor } from './platform-for.ts';
import { checkFormBlocks } from './form-blocks.ts';

/** What a keyword's check of one file may use: the file, and the checker's helpers. */
export interface FileCheckContext {
  readonly resource: ResourceFile;
  /**
   * Reports a problem at a JSON pointer of the file: a catalogue `Text` (`text('<part>.<id>', params)`, rendered
   * in the reader's language; never words, so that no English string comes back).
   */
  add(pointer: string, message: Text): void;
  /** A name that must be a form property (reported when it is not); its schema when it is one. */
  property(name: string, pointer: string): FieldSchema | undefined;
  /** A name that must be a form property or a system field (reported when it is neither). */
  known(name: string, pointer: string): FieldSchema | undefined;
}

export type FileCheck = (ctx: FileCheckContext) => void;

/** A problem found across files: the file's key, the pointer in it, the message. */
export interface RegistryProblem {
  key: string;
  pointer: string;
  message: string;
  /** The message's catalogue text (not enumerable: see `said`), for the reader's side to render. */
  text?: Text;
}

/** What a registry check sees: every file by key, the platform entities a reference may name. */
export interface RegistryCheckContext {
  readonly all: readonly ResourceFile[];
  readonly byKey: ReadonlyMap<string, ResourceFile>;
  add(key: string, pointer: string, message: Text): void;
}

export type RegistryCheck = (ctx: RegistryCheckContext) => void;

/** Checks of one file, by keyword (each keyword's file appends its check here). */
export const FILE_CHECKS: readonly FileCheck[] = [checkRefsOfFile, checkRulesKeywords, checkShared, checkChildrenInFile, checkTree, checkTextRefs, checkBinding, checkViews, checkGeometry, checkWorkflow, checkSchedule, checkPhone, checkDataScope, checkOwnerOnly, checkPlatformFor, checkFormBlocks];

/** Checks across files, by keyword. */
export const REGISTRY_CHECKS: readonly RegistryCheck[] = [
  checkRefsOfRegistry,
  checkChildrenAcrossFiles,
  checkTreeTargets,
  checkLayerKeys,
  checkScheduleTargets,
  (ctx) => {
    for (const r of ctx.all) for (const p of textRefProblems(r, ctx.byKey)) ctx.add(r.key, p.pointer, p.message);
  },
];

/** Runs every registry check over a set of files; answers the problems found. */
export function checkRegistry(all: readonly ResourceFile[]): RegistryProblem[] {
  const problems: RegistryProblem[] = [];
  const ctx: RegistryCheckContext = {
    all,
    byKey: new Map(all.map((r) => [r.key, r])),
    add: (key, pointer, message) => problems.push(said({ key, pointer }, message)),
  };
  for (const check of REGISTRY_CHECKS) check(ctx);
  return problems;
}
