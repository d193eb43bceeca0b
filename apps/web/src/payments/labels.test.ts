import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nOptions } from '../i18n';
import { en } from '../i18n/en';
import { zh } from '../i18n/zh';
import { durationLabel, methodLabel, statusColor, statusLabel } from './labels';

const tables = i18next.createInstance();
beforeAll(() =>
  tables.init({ ...i18nOptions, lng: 'en', resources: { en: { translation: en }, zh: { translation: zh } } }),
);
const tIn = (lng: 'en' | 'zh') => tables.getFixedT(lng);

describe('payment labels', () => {
  it('names each method in English and Chinese', () => {
    expect(['card', 'alipay', 'wechat_pay', 'offline'].map((m) => methodLabel(tIn('en'), m as 'card'))).toEqual([
      'Card',
      'Alipay',
      'WeChat Pay',
      'Offline',
    ]);
    expect(['card', 'alipay', 'wechat_pay', 'offline'].map((m) => methodLabel(tIn('zh'), m as 'card'))).toEqual([
      '银行卡',
      '支付宝',
      '微信支付',
      '线下付款',
    ]);
  });

  it('names each status in English and Chinese, with a colour of its own', () => {
    const statuses = ['paid', 'refunded', 'partially_refunded'] as const;
    expect(statuses.map((s) => statusLabel(tIn('en'), s))).toEqual(['Paid', 'Refunded', 'Partly refunded']);
    expect(statuses.map((s) => statusLabel(tIn('zh'), s))).toEqual(['已付款', '已退款', '部分退款']);
    expect(statuses.map(statusColor)).toEqual(['green', 'gray', 'orange']);
  });

  it('names what was bought: a month, a year or a package of its lessons', () => {
    expect(durationLabel(tIn('en'), 1, 0)).toBe('1 month');
    expect(durationLabel(tIn('en'), 2, 0)).toBe('1 year');
    expect(durationLabel(tIn('en'), 3, 10)).toBe('10 lessons');
    expect(durationLabel(tIn('zh'), 1, 0)).toBe('1 个月');
    expect(durationLabel(tIn('zh'), 2, 0)).toBe('1 年');
    expect(durationLabel(tIn('zh'), 3, 8)).toBe('8 节课');
  });

  it('has the Pay online and menu labels in both languages', () => {
    expect([en.enrolment.register.payOnline, zh.enrolment.register.payOnline]).toEqual(['Pay online', '在线支付']);
    expect([en.nav.payments, zh.nav.payments, en.nav.finance, zh.nav.finance]).toEqual([
      'Payments',
      '付款记录',
      'Finance',
      '财务报表',
    ]);
  });
});
