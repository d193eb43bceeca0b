import { mergeRouters } from '../../trpc';
import { publicAccountsRouter } from './accounts';
import { publicClassesRouter } from './classes';

export const publicRouter = mergeRouters(publicAccountsRouter, publicClassesRouter);
