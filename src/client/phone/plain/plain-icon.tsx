import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactElement } from 'react';

// antd's icon drawings (the @ant-design/icons-svg definitions) drawn as plain SVG: the phone's first screen shows
// the same icons without @ant-design/icons' runtime (its context, colours and style injection).

/** An SVG attribute as React names it: 'fill-rule' → 'fillRule' (aria-* and data-* stay as they are). */
const reactName = (name: string) => (name.startsWith('aria-') || name.startsWith('data-') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()));

function draw(node: AbstractNode, key?: number): ReactElement {
  const attrs: Record<string, string | number | undefined> = { key };
  for (const [name, value] of Object.entries(node.attrs)) attrs[reactName(name)] = value;
  return createElement(node.tag, attrs, ...(node.children ?? []).map((child, i) => draw(child, i)));
}

export interface PlainIconProps {
  icon: IconDefinition;
  /** Turning (a refresh under way). */
  spin?: boolean;
  className?: string;
}

/** One of antd's icons, 1em square in the text's colour, hidden from screen readers (its button names it). */
export function PlainIcon({ icon, spin, className }: PlainIconProps) {
  const node = typeof icon.icon === 'function' ? icon.icon('currentColor', '#e6f4ff') : icon.icon;
  const svg = draw({ ...node, attrs: { ...node.attrs, width: '1em', height: '1em', fill: 'currentColor', 'aria-hidden': 'true' } });
  const classes = ['zm-icon', spin ? 'zm-icon-spin' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes} role="img" aria-hidden data-icon={icon.name}>
      {svg}
    </span>
  );
}
