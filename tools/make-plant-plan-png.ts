// Writes schemas/demo/plant-plan.png, the demo enterprise's plant plan (src/server/map/demo-plan.ts).
// Run: node --import tsx tools/make-plant-plan-png.ts
import fs from 'node:fs';
import { DEMO_PLAN_FILE, demoPlanPng } from '../src/server/map/demo-plan.ts';

fs.writeFileSync(DEMO_PLAN_FILE, demoPlanPng());
console.log(`${DEMO_PLAN_FILE}: ${fs.statSync(DEMO_PLAN_FILE).size} bytes`);
