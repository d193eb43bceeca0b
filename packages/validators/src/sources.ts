import { z } from 'zod';
import { flag } from './classes';
import { id, page, pageSize, requiredText, text } from './common';
import { limits } from './limits';

/** §9: sources page 10 at a time, from page 1. */
export const sourceListInput = z
  .object({ keyword: text(limits.keyword).optional().default(''), page, pageSize: pageSize(limits.sourcePageSize) })
  .optional()
  .transform((v) => v ?? { keyword: '', page: 1, pageSize: limits.sourcePageSize });
export const createSourceInput = z.object({ name: requiredText(limits.sourceName) });
export const updateSourceInput = z.object({ id, name: requiredText(limits.sourceName), expired: flag.optional() });
