// @vitest-environment jsdom
// Server and client accept the same payloads: part 1 of 3 of the resource files (tests/unit/helpers/schema-parity-suite.tsx).
import { describeSchemaParity } from './helpers/schema-parity-suite.tsx';

describeSchemaParity(0, 3);
