// The plant map's layers that modules give by code (src/server/map/layer-source.ts), beside the layers resource files
// declare: one line per source.
import type { MapLayerSource } from './map/layer-source.ts';
import { permitSiteLayer } from './permits/permit-site-layer.ts';

export const MODULE_LAYERS: readonly MapLayerSource[] = [permitSiteLayer];
