// @vitest-environment jsdom
// The map's layer switcher (src/runtime/map/layer-switcher.tsx, layer-choice.ts): area polygons on and point
// layers off by default, grouped polygons then points in the server's order, and a switch kept per enterprise
// in localStorage (another enterprise keeps its defaults; a broken stored value falls back to them).
import '@ant-design/v5-patch-for-react-19';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { groupLayers, layerStorageKey, loadLayerChoice, useLayerChoice, visibleLayers } from '../../src/runtime/map/layer-choice.ts';
import { LayerSwitcher } from '../../src/runtime/map/layer-switcher.tsx';
import type { MapLayer } from '../../src/runtime/map/map-client.ts';
import { DEMO_LAYERS } from '../../stories/support/fake-map-client.ts';
import { mountRoot } from './helpers/dom-root.ts';

const dom = mountRoot();

function Harness({ layers, enterprise }: { layers: MapLayer[]; enterprise: string }) {
  const [visible, toggle] = useLayerChoice(layers, enterprise);
  return <LayerSwitcher layers={layers} visible={visible} onToggle={toggle} />;
}

function render(enterprise: string, layers: MapLayer[] = DEMO_LAYERS) {
  act(() => dom.root.render(<Harness key={enterprise} layers={layers} enterprise={enterprise} />));
}

function box(key: string): HTMLInputElement {
  const el = dom.host.querySelector(`[data-layer="${key}"]`);
  const input = el instanceof HTMLInputElement ? el : el?.querySelector('input[type=checkbox]');
  if (!(input instanceof HTMLInputElement)) throw new Error(`no checkbox for ${key}`);
  return input;
}

function checked(key: string): boolean {
  return box(key).checked;
}

function click(key: string) {
  act(() => box(key).click());
}

beforeEach(() => localStorage.clear());

describe('layer defaults and groups', () => {
  it('shows area polygons and hides point layers until switched', () => {
    expect([...visibleLayers(DEMO_LAYERS, {})]).toEqual(['production-areas', 'work-sites']);
    expect([...visibleLayers(DEMO_LAYERS, { 'equipment-points': true, 'work-sites': false })]).toEqual(['production-areas', 'equipment-points']);
  });

  it('groups polygons then points in the server order', () => {
    const shuffled = [DEMO_LAYERS[2], DEMO_LAYERS[1], DEMO_LAYERS[0]];
    const g = groupLayers(shuffled);
    expect(g.polygons.map((l) => l.key)).toEqual(['production-areas', 'work-sites']);
    expect(g.points.map((l) => l.key)).toEqual(['equipment-points']);
  });

  it('renders the groups with the defaults checked', () => {
    render('1001');
    const groups = [...dom.host.querySelectorAll('[role=group]')].map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['区域图层', '点位图层']);
    expect(checked('production-areas')).toBe(true);
    expect(checked('work-sites')).toBe(true);
    expect(checked('equipment-points')).toBe(false);
  });
});

describe('the choice kept per enterprise', () => {
  it('remembers a switch across renders of the same enterprise only', () => {
    render('1001');
    click('equipment-points');
    click('production-areas');
    expect(checked('equipment-points')).toBe(true);
    expect(checked('production-areas')).toBe(false);
    expect(loadLayerChoice('1001')).toEqual({ 'equipment-points': true, 'production-areas': false });

    act(() => dom.root.render(<div />));
    render('1001');
    expect(checked('equipment-points')).toBe(true);
    expect(checked('production-areas')).toBe(false);

    render('1002');
    expect(checked('equipment-points')).toBe(false);
    expect(checked('production-areas')).toBe(true);
  });

  it('falls back to the defaults on a broken stored value', () => {
    localStorage.setItem(layerStorageKey('1001'), '{not json');
    render('1001');
    expect(checked('production-areas')).toBe(true);
    expect(checked('equipment-points')).toBe(false);
    localStorage.setItem(layerStorageKey('1001'), JSON.stringify({ 'equipment-points': 'yes' }));
    expect(loadLayerChoice('1001')).toEqual({});
  });

  it('says so when the user may read no layer', () => {
    render('1001', []);
    expect(dom.host.textContent).toContain('暂无可用图层');
  });
});
