import { join } from 'node:path';
import { repoRoot } from '../config';

/** This release's migrations. */
export const migrationsFolder = join(repoRoot, 'drizzle');
