import { restartSequences } from './sequence';

// Vitest runs this before each test file, also in a worker that ran others before it.
restartSequences();
