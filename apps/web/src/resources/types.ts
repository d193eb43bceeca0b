import type { RouterOutputs } from '../session/storage';

export type PlayQuestion = RouterOutputs['user']['getResourceQuestion']['questions'][number];
export type ResourceRecord = RouterOutputs['user']['getStudentQuestionRecord']['list'][number];
export type ResourceReport = RouterOutputs['user']['getResourceRecord'];
export type SectionMastery = ResourceReport['mastery'][number];
export type UserSetting = RouterOutputs['user']['getUserSetting'];
export type MasteryLevel = 'attempted' | 'familiar' | 'proficient' | 'mastered';
export const masteryLevels: MasteryLevel[] = ['attempted', 'familiar', 'proficient', 'mastered'];
export const masteryColors: Record<MasteryLevel, string> = {
  attempted: '#f59f00',
  familiar: '#74c0fc',
  proficient: '#339af0',
  mastered: '#1c7ed6',
};
