// The floating widgets of the desktop shell (bottom right, above every page): each registered here with when it
// shows, so that the layout renders the list and special-cases none. A widget is shown when its menu entry is
// among the caller's routes (the AI helper: the menu's hidden /AiWeb page, spec 000 §2).
import type { ComponentType } from 'react';
import type { ResolvedMenu } from '../router/menu-paths.ts';
import { AI_PATH, AiHelperButton } from './ai-helper-button.tsx';

export interface FloatWidget {
  key: string;
  /** Whether the caller's menu gives the widget (its page is among their routes). */
  shown(menu: readonly ResolvedMenu[]): boolean;
  Component: ComponentType;
}

const hasPath = (path: string) => (menu: readonly ResolvedMenu[]) => menu.some((n) => n.fullPath === path);

export const FLOAT_WIDGETS: readonly FloatWidget[] = [{ key: 'ai-helper', shown: hasPath(AI_PATH), Component: AiHelperButton }];
