import type { Strings } from '../i18n/types';
import type { accessibilityEn } from './i18n';

export const accessibilityZh: Strings<typeof accessibilityEn> = {
  title: '无障碍声明',
  footerLink: '无障碍',
  intro:
    '在这里学习和教学的每个人都应能使用本网站：学生、家长、教师和管理员，无论是看屏幕、听读屏、放大页面，还是只用键盘。',
  standard: {
    title: '遵循的标准',
    text: '本网站以《Web 内容无障碍指南》（WCAG）2.1 AA 级为目标。',
  },
  status: {
    title: '符合情况',
    text: '按下述方式测试，本网站在每个角色（学生、家长、教师和管理员）的每个页面上，中英文界面均符合 WCAG 2.1 AA 级；已知的限制列在其后。',
  },
  testing: {
    title: '测试方式',
    axe: '自动化浏览器测试在宽屏（1366 像素）和手机（390 像素）上，以中英文界面，对每个角色的每个页面运行 axe-core 的 WCAG 2.0 和 2.1 A 级与 AA 级规则，页头菜单、手机上的菜单面板和各页面的主要对话框打开和关闭时都要测试。',
    keyboard: '一项浏览器测试只用键盘完成登录、答题、检查答案和提交考试。',
    lighthouse: '页面还经过 Lighthouse 的无障碍审核。',
  },
  limits: {
    title: '已知的限制',
    formulas:
      '公式由 KaTeX 显示，它在可见的公式旁另写一份 MathML：支持 MathML 的读屏软件能读出公式，其他读屏软件可能读得不够准确。',
    drawings: '用画板画的图放进答案时没有文字说明，读屏软件会跳过它。如果图的内容重要，请同时在答案里用文字写出来。',
    pictures: '上传的图片只以文件名作为说明。',
  },
  report: {
    title: '反馈障碍',
    text: '如果本网站有任何地方妨碍您使用，请告诉学校：通过首页上的联系方式联系学校办公室，或告诉您的老师。请说明是哪个页面、您想做什么，以及遇到了什么障碍。',
    home: '返回首页',
  },
  updated: '本声明写于 2026 年 11 月 28 日。',
};
