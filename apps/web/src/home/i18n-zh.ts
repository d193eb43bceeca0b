import type { Strings } from '../i18n/types';
import type { homeEn } from './i18n';

export const homeZh: Strings<typeof homeEn> = {
  title: '欢迎来到 Quanta',
  intro: 'Quanta 是一所物理和数学辅导学校。加入课程，完成作业和练习，按照自己的节奏学习。',
  signInHint: '已经是会员？登录查看您的课程。',
  signedInHint: '欢迎回来，{name}。',
  learnMore: '了解更多',
  starts: '{date} 开课',
  ends: '{date} 结课',
  dates: '{start} 至 {end}',
  teacher: '教师：{name}',
  empty: '该语言暂无开放的课程，请稍后再来，或切换语言查看。',
  sectionEmpty: '该类别暂无课程。',
  languages: '课程语言',
  thisLanguage: '中文',
  allLanguages: '全部语言',
  loadFailed: '课程加载失败。',
  introTitle: '首页介绍',
  introLabel: '首页介绍',
  introSave: '保存',
  introPlaceholder: '显示在首页顶部的欢迎文字',
};
