import { Box, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../richtext';

interface MatchingTableProps {
  /** The prompts (HTML), in order. */
  prompts: string[];
  /** The match shown beside each prompt (its correct one, or a student's); none: a blank to fill. */
  matches?: (string | null)[];
  /** The matches to choose from, shown under the table; none: not shown. */
  options?: string[];
}

/** A matching question read only: each prompt beside its match, then the matches to choose from. */
export function MatchingTable({ prompts, matches, options }: MatchingTableProps) {
  const { t } = useTranslation();
  return (
    <Box>
      <Table withTableBorder withColumnBorders layout="fixed" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('questions.card.prompt')}</Table.Th>
            <Table.Th>{t('questions.card.match')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {prompts.map((prompt, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: prompts are shown in their stored order and may repeat
            <Table.Tr key={i}>
              <Table.Td>
                <RichHtml html={prompt} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{matches?.[i] || '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {options && options.length > 0 && (
        <Text size="sm" mt={6}>
          <Text span fw={600}>
            {t('questions.card.matchesToChoose')}
            {t('app.colon')}
          </Text>
          {options.join(' · ')}
        </Text>
      )}
    </Box>
  );
}
