// Flat ESLint config. The local rule `layers/import-direction` enforces DESIGN.md §2:
// domain <- schema <- (server | runtime) <- (client | designer).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import importDirection from './tools/eslint-import-direction.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'storybook-static/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { layers: { rules: { 'import-direction': importDirection } } },
    rules: {
      'layers/import-direction': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Function']", message: 'new Function is forbidden (DESIGN.md §6).' },
        { selector: "CallExpression[callee.name='eval']", message: 'eval is forbidden (DESIGN.md §6).' },
      ],
    },
  },
);
