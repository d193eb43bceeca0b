import { mergeRouters } from '../../trpc';
import { publicAccountsRouter } from './accounts';
import { publicClassesRouter } from './classes';
import { publicResourcesRouter } from './resources';

export const publicRouter = mergeRouters(publicAccountsRouter, publicClassesRouter, publicResourcesRouter);
