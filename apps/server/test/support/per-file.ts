import { setPasswordHashCost } from '@quanta/api';
import { restartSequences } from './sequence';

// Vitest runs this before each test file, also in a worker that ran others before it.
restartSequences();
// Cheap argon2id hashes (1 MiB, one pass): the same code path, at a cost the suite's thousands of sign-ins
// and codes can pay. Child servers (the durability tests) hash at the production cost.
setPasswordHashCost({ memoryCost: 1024, timeCost: 1 });
