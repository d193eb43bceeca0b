import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import type { Language } from '@quanta/validators';
import { IconFileDownload } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../payments/download';
import { useErrorText } from '../session/errors';
import { trpc } from '../session/trpc';
import { notifyError } from '../ui/notify';
import { useUiLanguage } from '../ui/use-ui-language';

interface TermReportDownloadProps {
  classId: string;
  studentId: string;
  /** The student's name, for the button's accessible name. */
  name: string;
  /** The teacher's call, or the student's and their parent's. */
  as: 'teacher' | 'family';
}

/** The term report's language (the interface's to start with) and its PDF, asked for when pressed. */
export function TermReportDownload({ classId, studentId, name, as }: TermReportDownloadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const utils = trpc.useUtils();
  const labelId = useId();
  const [lang, setLang] = useState<Language>(useUiLanguage());
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      const input = { classId, studentId, lang };
      downloadFile(
        as === 'teacher'
          ? await utils.client.teacher.getTermReport.query(input)
          : await utils.client.user.getTermReport.query(input),
      );
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setLoading(false);
    }
  };
  return (
    <Group gap="sm" align="center">
      <Text size="sm" id={labelId}>
        {t('grades.report.language')}
      </Text>
      <SegmentedControl
        size="xs"
        aria-labelledby={labelId}
        value={lang}
        onChange={(v) => setLang(v === 'zh' ? 'zh' : 'en')}
        data={[
          { value: 'en', label: t('grades.report.english') },
          { value: 'zh', label: t('grades.report.chinese') },
        ]}
      />
      <Button
        variant="light"
        leftSection={<IconFileDownload size={16} />}
        loading={loading}
        onClick={download}
        aria-label={t('grades.report.downloadNamed', { name })}
      >
        {t('grades.report.download')}
      </Button>
    </Group>
  );
}
