// The permit form's blocks are found at once (src/client/pages/tszy/permit-form-blocks.ts): PermitRuntimeForm renders
// them in its first pass, not after a lazy chunk; the registry's loaders (blocks.ts) give the same components, each
// wrapped to show a new permit of its file's kind where no permit form provides its state (the designer's preview).
import { describe, expect, it } from 'vitest';
import { formBlockLookup } from '../../src/client/components/form-block-lookup.ts';
import { PERMIT_FORM_BLOCK_KEYS } from '../../src/client/pages/tszy/permit-form-block-keys.ts';
import { PERMIT_FORM_BLOCKS, permitFormBlockLookup, STANDALONE_PERMIT_FORM_BLOCKS } from '../../src/client/pages/tszy/permit-form-blocks.ts';
import { lookupFormBlock } from '../../src/client/router/block-registry.ts';

/** React's lazy components are objects tagged with this symbol. */
const LAZY = Symbol.for('react.lazy');
const isLazy = (c: unknown) => typeof c === 'object' && c !== null && (c as { $$typeof?: symbol }).$$typeof === LAZY;

describe('the permit form’s blocks', () => {
  it('are the components themselves, not lazy ones, for every permit key', () => {
    for (const key of PERMIT_FORM_BLOCK_KEYS) {
      const c = permitFormBlockLookup(key);
      expect(c, key).toBe(PERMIT_FORM_BLOCKS[key]);
      expect(isLazy(c), key).toBe(false);
    }
    // The registry's own lookup is lazy: the reason the permit form has its own.
    expect(isLazy(formBlockLookup('tszy/permit-workers'))).toBe(true);
    expect(permitFormBlockLookup('tszy/no-such-block')).toBeNull();
  });

  it('are the components the registry loads for the other hosts of a permit file, as a new permit where no permit form is', async () => {
    for (const key of PERMIT_FORM_BLOCK_KEYS) {
      const load = lookupFormBlock(key);
      expect(load, key).not.toBeNull();
      const loaded = (await load!()).default;
      expect(loaded, key).toBe(STANDALONE_PERMIT_FORM_BLOCKS[key]);
      expect(loaded.displayName, key).toContain('StandalonePermitBlock');
    }
  });
});
