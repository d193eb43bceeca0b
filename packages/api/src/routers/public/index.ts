import { mergeRouters } from '../../trpc';
import { publicAccountsRouter } from './accounts';
import { publicClassesRouter } from './classes';
import { publicMailRouter } from './mail';
import { publicResourcesRouter } from './resources';
import { publicStoreRouter } from './store';

export const publicRouter = mergeRouters(
  publicAccountsRouter,
  publicClassesRouter,
  publicStoreRouter,
  publicResourcesRouter,
  publicMailRouter,
);
