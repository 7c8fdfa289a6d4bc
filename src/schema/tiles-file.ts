// A module's dashboard tiles (schemas/modules/<module>/tiles.json, src/domain/dashboard-tiles.ts): the
// meta-schema (schemas/meta/tiles.schema.json), then what the tiles name: a count tile's resource must be a
// resource of the module or shared basic data, and its link the full path of an entry of the module's menu;
// a stats tile's block one of the module's stats.json.
import tilesMeta from '../../schemas/meta/tiles.schema.json' with { type: 'json' };
import type { TileSpec } from '../domain/dashboard-tiles.ts';
import { metaFileChecker } from './meta-file-check.ts';
import { pointer, type SchemaProblem } from './meta-schema.ts';
import type { ResourceFile } from './resource-types.ts';
import { said, text, type Text } from './schema-text.ts';

export interface TilesFileContext {
  module: string;
  /** Every resource of the registry by key. */
  resources: ReadonlyMap<string, ResourceFile>;
  /** The full paths of the module's menu entries (e.g. '/cbs/info'). */
  menuPaths: ReadonlySet<string>;
  /** The module's statistics blocks' keys (stats.json). */
  statsBlocks?: ReadonlySet<string>;
}

export type TilesFileResult = { ok: true; tiles: TileSpec[] } | { ok: false; errors: SchemaProblem[] };

const checkStructure = metaFileChecker(tilesMeta);

/** Checks a parsed tiles file of one module. */
export function checkTilesFile(json: unknown, ctx: TilesFileContext): TilesFileResult {
  const structural = checkStructure(json);
  if (structural.length) return { ok: false, errors: structural };
  const tiles = json as TileSpec[];
  const errors: SchemaProblem[] = [];
  const add = (p: string, message: Text) => errors.push(said({ pointer: p }, message));
  const keys = new Set<string>();
  tiles.forEach((tile, i) => {
    if (keys.has(tile.key)) add(pointer(i, 'key'), text('schema.files.tiles.duplicateKey', { key: tile.key }));
    keys.add(tile.key);
    if (tile.type === 'stats') {
      const [module, block] = tile.stats.split('/');
      if (module !== ctx.module) add(pointer(i, 'stats'), text('schema.files.tiles.otherModuleBlock', { stats: tile.stats, module }));
      else if (!ctx.statsBlocks?.has(block)) add(pointer(i, 'stats'), text('schema.files.tiles.unknownBlock', { block }));
      return;
    }
    if (tile.type !== 'count') return;
    const resource = ctx.resources.get(tile.resource);
    if (!resource) add(pointer(i, 'resource'), text('schema.files.unknownResource', { resource: tile.resource }));
    else if (resource.module != null && resource.module !== ctx.module) {
      add(pointer(i, 'resource'), text('schema.files.otherModuleResource', { resource: tile.resource, module: resource.module }));
    }
    if (!ctx.menuPaths.has(tile.link)) add(pointer(i, 'link'), text('schema.files.tiles.link', { link: tile.link }));
  });
  return errors.length ? { ok: false, errors } : { ok: true, tiles };
}
