import { defineConfig } from 'vitest/config';

// Pure functions: a worker keeps the modules it imported for its next file.
export default defineConfig({ test: { pool: 'forks', isolate: false } });
