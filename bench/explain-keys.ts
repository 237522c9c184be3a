/**
 * Every key of the search scenarios explained as the server runs it (the search settings, a generic plan):
 *   npx tsx bench/explain-keys.ts --url postgres://… [--only 'search auto']
 * The load test explains a scenario's first key only; a key whose generic plan goes wrong shows here (a typo lookup
 * that reads the whole dictionary through the trigram index, for one key, is how decision 13's typo walk was found).
 * Prints each key's execution time; writes the plans to bench/results/keys-<time>.txt.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readArgs } from './args.ts';
import { explainScenario } from './explain.ts';
import { SCENARIOS } from './scenarios.ts';
import { benchDir, fileStamp } from './server.ts';

const { url, values } = readArgs('npx tsx bench/explain-keys.ts --url postgres://… [--only text]', {
  only: '',
});
const file = path.join(benchDir, 'results', `keys-${fileStamp()}.txt`);
fs.mkdirSync(path.dirname(file), { recursive: true });
// Search scenarios do not read the bench user.
const nobody = { id: 0, token: '' };
for (const s of SCENARIOS.filter((x) => x.search && x.name.includes(values.only))) {
  console.log(s.name);
  for (const [i, key] of (s.search?.keys ?? []).entries()) {
    const plan = await explainScenario(url, s, nobody, i);
    console.log(`  ${key.padEnd(14)} ${plan.executionMs.toFixed(1).padStart(7)} ms`);
    fs.appendFileSync(file, `${plan.text}\n`);
  }
}
console.log(`\nPlans: ${path.relative(process.cwd(), file)}`);
