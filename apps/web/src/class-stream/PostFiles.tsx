import { Anchor, Group, List, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fileSize } from './file-size';
import type { ClassPost } from './types';

/** An announcement's files as links that open or download them. */
export function PostFiles({ files }: { files: ClassPost['files'] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <div>
      <Text size="sm" fw={600}>
        {t('classStream.files')}
      </Text>
      <List listStyleType="none" spacing={4} mt={4}>
        {files.map((f) => {
          const FileIcon = f.type.startsWith('image/') ? IconPhoto : IconFileText;
          return (
            <List.Item key={f.path}>
              <Group gap={6} wrap="nowrap" align="flex-start">
                <FileIcon size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                <Anchor href={f.path} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {f.name}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ flex: 'none', marginTop: 2 }}>
                  {fileSize(f.bytes)}
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}
