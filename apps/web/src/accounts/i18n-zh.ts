import type { Strings } from '../i18n/types';
import type { accountsEn } from './i18n';

export const accountsZh: Strings<typeof accountsEn> = {
  codeSignIn: '使用邮箱验证码登录',
  codeSignInIntro: '请输入您的邮箱地址，我们将发送 6 位数字验证码供您登录。',
  devices: {
    title: '已登录的设备',
    intro: '以下设备已登录您的账号。如有不认识的设备，请将其退出登录。',
    thisDevice: '当前设备',
    unknownDevice: '未知设备',
    lastUsed: '最近使用：{date}',
    signedIn: '登录时间：{date}',
    address: '地址：{ip}',
    logOut: '退出登录',
    logOutConfirm: '该设备将退出登录。',
    logOutEverywhere: '在所有设备上退出登录',
    logOutEverywhereConfirm: '所有设备（包括当前设备）都将退出登录。',
    total: '共 {count} 台设备',
  },
  parentRequest: {
    title: '家长关联请求',
    text: '{name}（{email}）以家长身份为您注册了账号。关联后，对方可以查看您的课程和练习。',
    accept: '接受',
    decline: '拒绝',
    declineConfirm: '{name}（{email}）将不会与您的账号关联。',
    accepted: '家长已与您的账号关联',
    declined: '已拒绝该请求',
  },
};
