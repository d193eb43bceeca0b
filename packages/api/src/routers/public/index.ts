import { mergeRouters } from '../../trpc';
import { publicAccountsRouter } from './accounts';
import { publicClassesRouter } from './classes';
import { publicStoreRouter } from './store';

export const publicRouter = mergeRouters(publicAccountsRouter, publicClassesRouter, publicStoreRouter);
