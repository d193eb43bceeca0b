import { defineConfig } from 'vitest/config';

// Creating a PGlite data folder runs initdb in WebAssembly: seconds, not milliseconds.
export default defineConfig({ test: { testTimeout: 60_000, hookTimeout: 60_000 } });
