import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconChecks, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface RunnerActionsProps {
  canGoBack: boolean;
  canGoOn: boolean;
  /** Check Solution is offered (not in exams, not once checked). */
  check: boolean;
  /** Save working is offered (a checked answer whose working may still change). */
  saveWorking: boolean;
  busy: boolean;
  finishing: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCheck: () => void;
  onSaveWorking: () => void;
  onSubmitAll: () => void;
}

/** The runner's buttons: Previous, Next, Check Solution or Save working, Submit All Solutions. */
export function RunnerActions(p: RunnerActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          disabled={!p.canGoBack || p.busy}
          onClick={p.onPrevious}
        >
          {t('exercises.runner.previous')}
        </Button>
        <Button
          variant="default"
          rightSection={<IconArrowRight size={16} />}
          disabled={!p.canGoOn || p.busy}
          onClick={p.onNext}
        >
          {t('exercises.runner.next')}
        </Button>
      </Group>
      <Group gap="xs">
        {p.check && (
          <Button variant="light" leftSection={<IconChecks size={16} />} disabled={p.busy} onClick={p.onCheck}>
            {t('exercises.runner.checkSolution')}
          </Button>
        )}
        {p.saveWorking && (
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={p.busy}
            onClick={p.onSaveWorking}
          >
            {t('exercises.runner.saveWorking')}
          </Button>
        )}
        <Button
          color="teal"
          leftSection={<IconSend size={16} />}
          loading={p.busy && p.finishing}
          disabled={p.busy}
          onClick={p.onSubmitAll}
        >
          {t('exercises.runner.submitAll')}
        </Button>
      </Group>
    </Group>
  );
}
