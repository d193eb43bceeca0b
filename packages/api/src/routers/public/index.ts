import { mergeRouters } from '../../trpc';
import { publicAccountsRouter } from './accounts';
import { publicClassesRouter } from './classes';
import { publicMailRouter } from './mail';

export const publicRouter = mergeRouters(publicAccountsRouter, publicClassesRouter, publicMailRouter);
