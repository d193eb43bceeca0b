import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pointsText } from './format';

/** The grade numbers of one student's homework, as every grade view carries them. */
export interface CellNumbers {
  points: number;
  earned: number | null;
  latePercent: number;
  attempts: number;
}

/** Points earned of the homework's points (or not counted yet), the late penalty and, past one, the attempts. */
export function GradeCell({ cell }: { cell: CellNumbers }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" data-testid="grade-points">
        {cell.earned === null
          ? t('grades.notCounted')
          : t('grades.earned', { earned: pointsText(cell.earned), points: pointsText(cell.points) })}
      </Text>
      {(cell.latePercent > 0 || cell.attempts > 1) && (
        <Group gap={4}>
          {cell.latePercent > 0 && (
            <Badge size="xs" variant="light" color="orange" tt="none">
              {t('grades.late', { percent: cell.latePercent })}
            </Badge>
          )}
          {cell.attempts > 1 && (
            <Badge size="xs" variant="light" color="grape" tt="none">
              {t('grades.attempts', { count: cell.attempts })}
            </Badge>
          )}
        </Group>
      )}
    </>
  );
}
