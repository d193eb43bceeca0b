import { classes, type Database } from '@quanta/db';
import { classStates } from '@quanta/validators';
import { asc, eq } from 'drizzle-orm';

/** A published class's page as the sitemap lists it: its id and when the class last changed. */
export interface PublishedClassPage {
  id: string;
  updatedAt: Date;
}

/**
 * Every published class (`classStates.published`), oldest id first so the sitemap reads the same between
 * requests: the id and `updated_at` only, found through `classes_public_idx` (is_publish leads it).
 */
export function publishedClassPages(db: Database): Promise<PublishedClassPage[]> {
  return db
    .select({ id: classes.id, updatedAt: classes.updatedAt })
    .from(classes)
    .where(eq(classes.isPublish, classStates.published))
    .orderBy(asc(classes.id));
}
