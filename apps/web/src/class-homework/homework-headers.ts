import type { TFunction } from 'i18next';

/** The columns of Add Content's homework tables: name, the id where asked, due date, questions, actions. */
export function homeworkHeaders(t: TFunction, withId = false): string[] {
  return [
    t('classHomework.name'),
    ...(withId ? [t('classHomework.id')] : []),
    t('classHomework.dueDate'),
    t('classHomework.questions'),
    t('classHomework.actions'),
  ];
}
