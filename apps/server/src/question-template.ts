import { questionTemplate } from '@quanta/api';
import type { FastifyInstance } from 'fastify';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * `GET /api/question_template.xlsx`: the batch-import template. Public, because My Questions downloads it
 * with a plain link (no bearer token) and it holds nothing but column names and examples.
 */
export function registerQuestionTemplate(server: FastifyInstance) {
  let template: Buffer | undefined;
  server.get('/api/question_template.xlsx', async (_req, reply) => {
    template ??= questionTemplate();
    return reply
      .header('content-type', xlsxType)
      .header('content-disposition', 'attachment; filename="question_template.xlsx"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(template);
  });
}
