import { defineConfig } from 'vitest/config';
import mutation from './vitest.mutation.config';

/**
 * Mutation testing with the unit tests only (`npx stryker run stryker.unit.config.json --mutate ...`): minutes
 * instead of an hour for the pure modules, whose tests are unit tests; a lower bound of the full run's score.
 */
const projects = mutation.test?.projects as { test: { name: string } }[];
export default defineConfig({
  test: { ...mutation.test, projects: projects.filter((p) => p.test.name === 'unit') },
});
