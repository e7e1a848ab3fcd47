/*
 * `npm run bench:quest-layout -w @lbd/web`: how long the quest graph's layout takes for a 200-step quest
 * (median of 9 runs after a warm-up). A browser adds React Flow's drawing, about 100 ms, on top.
 */
import { layoutQuest } from '../src/features/quests/quest-layout';
import { generatedQuest } from '../src/features/quests/quest-layout.fixtures';

const steps = generatedQuest(200, 5);
layoutQuest(steps); // the first run compiles the code
const runs = Array.from({ length: 9 }, () => {
  const started = performance.now();
  layoutQuest(steps);
  return performance.now() - started;
}).sort((a, b) => a - b);
console.log(`quest layout, 200 steps: median ${runs[4]!.toFixed(1)} ms, slowest ${runs[8]!.toFixed(1)} ms (9 runs)`);
