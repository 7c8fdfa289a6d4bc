// The story parameters the preview understands (.storybook/preview.tsx), typed: `parameters: shell({...})`.
import type { MockRoutes } from './mock-http.ts';
import type { StoreSeed } from './seed-stores.ts';

export interface ShellParameters {
  /** Store state before the story renders (see seedStores). */
  seed?: StoreSeed;
  /**
   * API stubs of the story (see installMockHttp); calls without a stub answer 404. A function is called
   * each time the story renders: stubs that keep state (notifications marked read) start afresh.
   */
  api?: MockRoutes | (() => MockRoutes);
  /**
   * The MemoryRouter: `path` is the starting location (default /dashboard). With `route`, the story renders
   * on that route pattern (so useParams works) and any other location shows where the app went.
   */
  router?: { path?: string; route?: string };
  /** Storybook's own layout parameter. */
  layout?: 'centered' | 'fullscreen' | 'padded';
}

/** Typed story parameters of the shell stories. */
export function shell(params: ShellParameters): ShellParameters {
  return params;
}
