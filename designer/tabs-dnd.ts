// Drag and drop of the tabs panel (dnd-kit): the ids of what is dragged and where it lands, the collision
// detection (a field dropped on a tab's title moves into that tab; otherwise the closest item of its own
// list) and the screen reader texts in Chinese.
import { closestCenter, pointerWithin, type Announcements, type CollisionDetection, type ScreenReaderInstructions, type UniqueIdentifier } from '@dnd-kit/core';
import { designerZh } from '../src/domain/i18n/zh/designer.ts';
import { textOf } from '../src/runtime/i18n/text-of.ts';

const t = textOf(designerZh);

export type DragItem = { kind: 'tab'; key: string } | { kind: 'field'; key: string } | { kind: 'drop'; key: string };

/** The sortable id of a tab. */
export const tabId = (key: string): string => `tab:${key}`;
/** The sortable id of a field of the selected tab. */
export const fieldId = (name: string): string => `field:${name}`;
/** The id of a tab's title as the place a field is dropped on. */
export const dropId = (key: string): string => `drop:${key}`;

/** What an id names (undefined for ids of no one of the three kinds). */
export function parseId(id: UniqueIdentifier | undefined | null): DragItem | undefined {
  if (typeof id !== 'string') return undefined;
  const at = id.indexOf(':');
  const kind = id.slice(0, at);
  const key = id.slice(at + 1);
  if (kind === 'tab' || kind === 'field' || kind === 'drop') return { kind, key };
  return undefined;
}

/**
 * A field dragged with the pointer lands on the tab title under the pointer when there is one; anything
 * else on the closest item of its own kind (the panel disables the other droppables while dragging).
 */
export const tabsCollision: CollisionDetection = (args) => {
  const kind = parseId(args.active.id)?.kind;
  if (kind === 'field' && args.pointerCoordinates) {
    const drops = args.droppableContainers.filter((c) => parseId(c.id)?.kind === 'drop');
    const hit = pointerWithin({ ...args, droppableContainers: drops });
    if (hit.length) return hit;
  }
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => parseId(c.id)?.kind === kind) });
};

export const screenReaderInstructions = (): ScreenReaderInstructions => ({
  draggable: t('designer.dnd.instructions'),
});

/** Announcements of a drag, naming tabs and fields by `labelOf` (their titles). */
export function tabsAnnouncements(labelOf: (id: UniqueIdentifier) => string): Announcements {
  const target = (id: UniqueIdentifier) => (parseId(id)?.kind === 'drop' ? t('designer.dnd.tab', { label: labelOf(id) }) : t('designer.dnd.place', { label: labelOf(id) }));
  return {
    onDragStart: ({ active }) => t('designer.dnd.start', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('designer.dnd.over', { label: labelOf(active.id), target: target(over.id) }) : t('designer.dnd.nowhere', { label: labelOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('designer.dnd.end', { label: labelOf(active.id), target: target(over.id) }) : t('designer.dnd.unmoved', { label: labelOf(active.id) })),
    onDragCancel: ({ active }) => t('designer.dnd.cancel', { label: labelOf(active.id) }),
  };
}
