// Vite's import.meta.glob, as the stories use it (the project does not load vite/client's types).
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
}
