/** What the server-rendered public pages say in their head, in each language. */
export const pageWords = {
  en: {
    notFound: 'Page not found',
    home: (school: string) => `Physics and math classes at ${school}: homework, exams and practice online.`,
    klass: (name: string, school: string) => `${name}: a class at ${school}, with homework, exams and practice online.`,
  },
  zh: {
    notFound: '页面不存在',
    home: (school: string) => `${school}：物理与数学课程，在线作业、考试与练习。`,
    klass: (name: string, school: string) => `${school} 课程「${name}」：在线作业、考试与练习。`,
  },
} as const;
