import type { ModuleViews } from '../../router/view-registry.ts';

/** AI助手's view (issue 24 item 7, docs/ai-assistant.md): the conversation page at /AiWeb. */
export const views: ModuleViews = {
  pages: {
    'ai/assistant': () => import('./ai-assistant-page.tsx'),
  },
};
