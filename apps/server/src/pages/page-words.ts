/** What the server-rendered public pages say in their head, in each language. */
export const pageWords = {
  en: {
    signIn: 'Sign in',
    register: 'Register',
    notFound: 'Page not found',
    home: (school: string) => `Physics and math classes at ${school}: homework, exams and practice online.`,
    klass: (name: string, school: string) => `${name}: a class at ${school}, with homework, exams and practice online.`,
    signInLine: (school: string) => `Sign in to ${school}.`,
    registerLine: (school: string) => `Create your ${school} account.`,
  },
  zh: {
    signIn: '登录',
    register: '注册',
    notFound: '页面不存在',
    home: (school: string) => `${school}：物理与数学课程，在线作业、考试与练习。`,
    klass: (name: string, school: string) => `${school} 课程「${name}」：在线作业、考试与练习。`,
    signInLine: (school: string) => `登录 ${school}。`,
    registerLine: (school: string) => `注册 ${school} 账号。`,
  },
} as const;
